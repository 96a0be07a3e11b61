import type * as ApiClientExports from '@org/api-client';
import {
  ApiError,
  createTrainingModule,
  updateTrainingModule,
  uploadFeatureImage,
} from '@org/api-client';
import { trainingMessages } from '@org/contracts';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDS_NAMESPACE } from '../../app/records/recordsNamespace';
import { apiClient } from '../../app/session/apiClient';
import { queryClient } from '../../app/session/queryClient';
import { loadEnglishText, renderSignedIn } from '../../testing/signedInScreen';
import { expectNoAxeViolations } from '../../testing/expectNoAxeViolations';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { TrainingModuleDrawer, type TrainingModuleDrawerTarget } from './TrainingModuleDrawer';
import { trainingModule } from './trainingModuleFixtures';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  createTrainingModule: vi.fn(),
  updateTrainingModule: vi.fn(),
  uploadFeatureImage: vi.fn(),
}));

type User = ReturnType<typeof userEvent.setup>;

function renderDrawer(target: TrainingModuleDrawerTarget) {
  const onClose = vi.fn();
  return { onClose, ...renderSignedIn(<TrainingModuleDrawer target={target} onClose={onClose} />) };
}

const drawer = () => screen.getByRole('dialog');
const textbox = (name: RegExp) => within(drawer()).getByRole('textbox', { name });
const image = new File([new Uint8Array([137, 80, 78, 71])], 'hygiene.png', { type: 'image/png' });

async function fillNewModule(user: User) {
  await user.type(textbox(/Module title/), 'Hand hygiene');
  await user.type(textbox(/Author/), 'Dr. Ana Lima');
  await user.type(textbox(/Category/), 'Infection control');
  await user.selectOptions(within(drawer()).getByRole('combobox', { name: /Language/ }), 'en');
  await user.selectOptions(
    within(drawer()).getByRole('combobox', { name: /Difficulty level/ }),
    'Beginner',
  );
  await user.type(textbox(/Duration/), '2 hours');
  await user.type(textbox(/Effort/), '1 hour a week');
  await user.type(textbox(/Skills/), 'Hand washing,{Enter}Glove use');
  await user.type(textbox(/Prerequisites/), 'None.');
  await user.type(textbox(/What you'll learn/), 'When and how to wash your hands.');
  await user.type(textbox(/Description/), 'The five moments of hand hygiene.');
  await user.upload(within(drawer()).getByLabelText(/Feature image/), image);
}

const body = {
  moduleTitle: 'Hand hygiene',
  author: 'Dr. Ana Lima',
  category: 'Infection control',
  language: 'en',
  difficultyLevel: 'beginner',
  duration: '2 hours',
  effort: '1 hour a week',
  skills: ['Hand washing', 'Glove use'],
  prerequisites: 'None.',
  whatYoullLearn: 'When and how to wash your hands.',
  description: 'The five moments of hand hygiene.',
};

beforeAll(() => loadEnglishText([KNOWLEDGE_CENTER_NAMESPACE, RECORDS_NAMESPACE]));

beforeEach(() => {
  queryClient.clear();
  vi.mocked(createTrainingModule).mockReset();
  vi.mocked(updateTrainingModule).mockReset();
  vi.mocked(uploadFeatureImage).mockReset();
});

describe('the training module drawer (docs/product.md §3.3, §5)', () => {
  it('shows the spec’s message under every empty field and sends nothing', async () => {
    const { user } = renderDrawer({ module: null });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Create module' }));
    for (const message of [
      'Module title is required',
      'Author is required',
      'Category is required',
      'Language is required',
      'Difficulty level is required',
      'Duration is required',
      'Effort is required',
      'At least one skill is required',
      'Prerequisites is required',
      "What you'll learn is required",
      'Description is required',
      'Feature image is required',
    ]) {
      expect(await within(drawer()).findByText(message)).toBeVisible();
    }
    expect(createTrainingModule).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('shows the limits of the author, the category and the skills, and the schema’s message past them', async () => {
    const { user } = renderDrawer({ module: null });
    expect(textbox(/Author/)).toHaveAttribute('maxLength', '120');
    expect(textbox(/Category/)).toHaveAttribute('maxLength', '120');
    const skills = textbox(/Skills/);
    expect(skills).toHaveAccessibleDescription(
      expect.stringContaining('at most 30, each up to 60 characters'),
    );
    await user.click(skills);
    await user.paste(`Hand washing\n${'s'.repeat(61)}`);
    await user.click(screen.getByRole('button', { name: 'Create module' }));
    expect(
      await within(drawer()).findByText('Each skill must be at most 60 characters'),
    ).toBeVisible();
    await user.clear(skills);
    await user.paste(Array.from({ length: 31 }, (_, index) => `Skill ${index}`).join('\n'));
    expect(await within(drawer()).findByText('At most 30 skills')).toBeVisible();
    expect(createTrainingModule).not.toHaveBeenCalled();
  });

  it('creates the module, then uploads its image, and closes', async () => {
    vi.mocked(createTrainingModule).mockResolvedValue(trainingModule({ id: 'm9' }));
    vi.mocked(uploadFeatureImage).mockResolvedValue(trainingModule({ id: 'm9' }));
    const { user, onClose } = renderDrawer({ module: null });
    await fillNewModule(user);
    await user.click(screen.getByRole('button', { name: 'Create module' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(createTrainingModule).toHaveBeenCalledWith(apiClient, body);
    expect(uploadFeatureImage).toHaveBeenCalledWith(apiClient, 'm9', image);
    expect(await screen.findByText('Training module created as a draft')).toBeInTheDocument();
  });

  it('puts the api’s refusal of the image under the drop zone, and trying again updates the saved module', async () => {
    vi.mocked(createTrainingModule).mockResolvedValue(trainingModule({ id: 'm9' }));
    vi.mocked(updateTrainingModule).mockResolvedValue(trainingModule({ id: 'm9' }));
    vi.mocked(uploadFeatureImage)
      .mockRejectedValueOnce(
        new ApiError(trainingMessages.featureImageInvalid, 400, 'FEATURE_IMAGE_INVALID', false, [
          { path: 'featureImage', message: trainingMessages.featureImageInvalid },
        ]),
      )
      .mockResolvedValueOnce(trainingModule({ id: 'm9' }));
    const { user, onClose } = renderDrawer({ module: null });
    await fillNewModule(user);
    await user.click(screen.getByRole('button', { name: 'Create module' }));
    expect(
      await within(drawer()).findByText('The feature image must be a PNG, JPEG or WebP image.'),
    ).toBeVisible();
    // The drawer's failure text comes with the save's end, which may be a render after the field's.
    expect(
      await within(drawer()).findByText(
        'The module was saved, but its feature image was refused. Choose another image.',
      ),
    ).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    await user.upload(within(drawer()).getByLabelText(/Feature image/), image);
    await user.click(screen.getByRole('button', { name: 'Create module' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(createTrainingModule).toHaveBeenCalledOnce();
    expect(updateTrainingModule).toHaveBeenCalledWith(apiClient, 'm9', body);
  });

  it('edits a module keeping its stored image when none is chosen', async () => {
    const module = trainingModule();
    vi.mocked(updateTrainingModule).mockResolvedValue(module);
    const { user, onClose } = renderDrawer({ module });
    expect(screen.getByRole('dialog', { name: 'Edit Hand hygiene' })).toBeVisible();
    expect(textbox(/Skills/)).toHaveValue('Hand washing\nGlove use');
    const duration = textbox(/Duration/);
    await user.clear(duration);
    await user.type(duration, '3 hours');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const { id: _id, status: _s, featureImage: _f, createdAt: _c, updatedAt: _u, ...rest } = module;
    expect(updateTrainingModule).toHaveBeenCalledWith(apiClient, 'm1', {
      ...rest,
      duration: '3 hours',
    });
    expect(uploadFeatureImage).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages';
import { schemaErrors, text } from '../testing/schemaErrors';
import { maintenanceSchema, trainingModuleSchema } from './platform';

const validModule = {
  moduleTitle: 'Hand hygiene',
  author: 'WHO',
  category: 'Infection control',
  language: 'en',
  difficultyLevel: 'beginner',
  duration: '30 minutes',
  effort: 'Low',
  skills: ['hand washing'],
  prerequisites: 'None',
  whatYoullLearn: 'The five moments',
  description: 'A short module.',
  featureImage: '/uploads/hand-hygiene.png',
};

describe('trainingModuleSchema', () => {
  it('accepts a complete module', async () => {
    expect(await schemaErrors(trainingModuleSchema, validModule)).toEqual({});
  });

  it("gives every field its 'X is required' message", async () => {
    expect(await schemaErrors(trainingModuleSchema, {})).toEqual({
      moduleTitle: 'Module title is required',
      author: 'Author is required',
      category: 'Category is required',
      language: 'Language is required',
      difficultyLevel: 'Difficulty level is required',
      duration: 'Duration is required',
      effort: 'Effort is required',
      skills: 'Skills is required',
      prerequisites: 'Prerequisites is required',
      whatYoullLearn: "What you'll learn is required",
      description: 'Description is required',
      featureImage: 'Feature image is required',
    });
  });

  it.each([
    ['moduleTitle', 200, 'Module title must be at most 200 characters'],
    ['duration', 50, 'Duration must be at most 50 characters'],
    ['effort', 100, 'Effort must be at most 100 characters'],
    ['prerequisites', 600, 'Prerequisites must be at most 600 characters'],
    ['whatYoullLearn', 600, "What you'll learn must be at most 600 characters"],
    ['description', 600, 'Description must be at most 600 characters'],
  ])('limits %s to %i characters', async (field, max, message) => {
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, [field]: text(max) }),
    ).toEqual({});
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, [field]: text(max + 1) }),
    ).toEqual({ [field]: message });
  });

  it.each(['beginner', 'intermediate', 'advanced'])(
    'accepts the difficulty %s',
    async (difficultyLevel) => {
      expect(await schemaErrors(trainingModuleSchema, { ...validModule, difficultyLevel })).toEqual(
        {},
      );
    },
  );

  it('refuses any other difficulty', async () => {
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, difficultyLevel: 'expert' }),
    ).toEqual({
      difficultyLevel: 'Invalid difficulty level',
    });
  });

  it('needs at least one skill', async () => {
    expect(await schemaErrors(trainingModuleSchema, { ...validModule, skills: [] })).toEqual({
      skills: 'At least one skill is required',
    });
  });

  it('takes a newly chosen file or a stored address as the feature image, not an empty one', async () => {
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, featureImage: file }),
    ).toEqual({});
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, featureImage: '  ' }),
    ).toEqual({
      featureImage: 'Feature image is required',
    });
  });
});

describe('maintenanceSchema', () => {
  it('needs a message', async () => {
    expect(await schemaErrors(maintenanceSchema, { maintenanceMessage: ' ' })).toEqual({
      maintenanceMessage: 'Message to display is required',
    });
    expect(await schemaErrors(maintenanceSchema, { maintenanceMessage: 'Down at 22:00' })).toEqual(
      {},
    );
  });

  it('keeps a banner short: at most 500 characters', async () => {
    expect(await schemaErrors(maintenanceSchema, { maintenanceMessage: 'a'.repeat(500) })).toEqual(
      {},
    );
    expect(await schemaErrors(maintenanceSchema, { maintenanceMessage: 'a'.repeat(501) })).toEqual({
      maintenanceMessage: 'Message to display must be at most 500 characters',
    });
  });
});

describe('training module limits', () => {
  it('takes an author and a category of 120 characters, not 121', async () => {
    const at = { ...validModule, author: text(120), category: text(120) };
    expect(await schemaErrors(trainingModuleSchema, at)).toEqual({});
    const over = { ...validModule, author: text(121), category: text(121) };
    expect(await schemaErrors(trainingModuleSchema, over)).toEqual({
      author: m.authorMax,
      category: m.categoryMax,
    });
  });

  it('refuses a 450 KB author', async () => {
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, author: text(450_000) }),
    ).toEqual({ author: m.authorMax });
  });

  it('takes a language among the interface languages only', async () => {
    expect(await schemaErrors(trainingModuleSchema, { ...validModule, language: 'zh-TW' })).toEqual(
      {},
    );
    expect(await schemaErrors(trainingModuleSchema, { ...validModule, language: 'de' })).toEqual({
      language: m.languageInvalid,
    });
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, language: text(5000) }),
    ).toEqual({ language: m.languageInvalid });
  });

  it('takes 30 skills of 60 characters, not 31 skills or a skill of 61', async () => {
    const thirty = Array.from({ length: 30 }, (_, index) => `${index}`.padEnd(60, 's'));
    expect(await schemaErrors(trainingModuleSchema, { ...validModule, skills: thirty })).toEqual(
      {},
    );
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, skills: [...thirty, 'one more'] }),
    ).toEqual({ skills: m.skillsMax });
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, skills: ['ok', text(61)] }),
    ).toEqual({ 'skills[1]': m.skillMax });
    const fiveThousand = Array.from({ length: 5000 }, (_, index) => `skill ${index}`);
    expect(
      await schemaErrors(trainingModuleSchema, { ...validModule, skills: fiveThousand }),
    ).toEqual({ skills: m.skillsMax });
  });
});

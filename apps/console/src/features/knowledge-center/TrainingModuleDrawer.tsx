import {
  ApiError,
  createTrainingModule,
  updateTrainingModule,
  uploadFeatureImage,
} from '@org/api-client';
import {
  difficultyLevels,
  FEATURE_IMAGE_FIELD,
  FEATURE_IMAGE_MAX_BYTES,
  featureImageMediaTypes,
  supportedLocales,
  type TrainingModule,
  type TrainingModuleRequest,
} from '@org/contracts';
import {
  AUTHOR_MAX_LENGTH,
  CATEGORY_MAX_LENGTH,
  DURATION_MAX_LENGTH,
  EFFORT_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MODULE_TITLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  trainingModuleSchema,
  type TrainingModuleValues,
} from '@org/forms';
import {
  SelectFormField,
  TextareaFormField,
  TextFormField,
  useValidationText,
} from '@org/forms/react';
import { FileDropzone } from '@org/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { MutationFailure } from '../../app/data/runMutation';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { KNOWLEDGE_CENTER_NAMESPACE } from './knowledgeCenterNamespace';
import { languageNamer } from '../../app/i18n/languageName';
import { SkillsFormField } from './SkillsFormField';

/** What the drawer is for: a new module, or the one being edited. */
export type TrainingModuleDrawerTarget = { module: null } | { module: TrainingModule };

const ns = KNOWLEDGE_CENTER_NAMESPACE;
const apiMessageNamespaces = [KNOWLEDGE_CENTER_NAMESPACE] as const;
const imageAccept = [...featureImageMediaTypes, '.png', '.jpg', '.jpeg', '.webp'].join(',');

interface TrainingModuleDrawerProps {
  target: TrainingModuleDrawerTarget;
  onClose: () => void;
}

/**
 * docs/product.md §3.3 and §5: a training module's form, checked with `trainingModuleSchema` (the
 * feature image included: a new file, or the address of the stored one). The api takes the image
 * on its own (docs/decisions.md "The feature image is uploaded on its own"), so a save is the
 * module first, then its new image; the api's refusal of the image shows under the drop zone.
 */
export function TrainingModuleDrawer({ target, onClose }: TrainingModuleDrawerProps) {
  const { t, i18n } = useTranslation(ns);
  const translate = useValidationText();
  const queryClient = useQueryClient();
  const editing = target.module;
  // A new module whose image was then refused is saved already: trying again updates it.
  const savedId = useRef<string | null>(editing?.id ?? null);

  const languageOptions = useMemo(() => {
    const name = languageNamer(i18n.language);
    const codes: string[] = [...supportedLocales];
    if (editing && !codes.includes(editing.language)) codes.push(editing.language);
    return codes.map((code) => ({ value: code, label: name(code) }));
  }, [i18n.language, editing]);
  const difficultyOptions = difficultyLevels.map((level) => ({
    value: level,
    label: t(`trainingModules.difficulty_${level}`),
  }));

  const uploadImage = async (id: string, image: File) => {
    try {
      await uploadFeatureImage(apiClient, id, image);
    } catch (error) {
      const refusal =
        error instanceof ApiError
          ? error.fieldErrors.find(({ path }) => path === FEATURE_IMAGE_FIELD)
          : undefined;
      if (!refusal) {
        throw new MutationFailure({ key: 'trainingModules.imageFailed', ns }, { cause: error });
      }
      form.setError('featureImage', { type: 'server', message: t(refusal.message) });
      throw new MutationFailure({ key: 'trainingModules.imageRefused', ns });
    }
  };

  const { form, drawer, submit } = useRecordForm(trainingModuleSchema, {
    defaultValues: {
      moduleTitle: editing?.moduleTitle ?? '',
      author: editing?.author ?? '',
      category: editing?.category ?? '',
      language: editing?.language ?? '',
      difficultyLevel: editing?.difficultyLevel ?? '',
      duration: editing?.duration ?? '',
      effort: editing?.effort ?? '',
      skills: editing?.skills ?? [],
      prerequisites: editing?.prerequisites ?? '',
      whatYoullLearn: editing?.whatYoullLearn ?? '',
      description: editing?.description ?? '',
      featureImage: editing?.featureImage ?? null,
    } as unknown as TrainingModuleValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: async ({ featureImage, ...values }: TrainingModuleValues) => {
      const body = values as TrainingModuleRequest;
      const saved = savedId.current
        ? await updateTrainingModule(apiClient, savedId.current, body)
        : await createTrainingModule(apiClient, body);
      if (!savedId.current) {
        savedId.current = saved.id;
        void queryClient.invalidateQueries({ queryKey: queryKeys.trainingModules() });
      }
      if (featureImage instanceof File) await uploadImage(saved.id, featureImage);
      return saved;
    },
    invalidates: [queryKeys.trainingModules()],
    onSuccess: () => onClose(),
    successText: editing
      ? { key: 'trainingModules.updated', ns }
      : { key: 'trainingModules.created', ns },
    errorText: editing
      ? { key: 'trainingModules.updateFailed', ns }
      : { key: 'trainingModules.createFailed', ns },
  });

  const {
    field: { ref: imageRef, value: image, onChange: onImageChange, onBlur: onImageBlur },
    fieldState: { error: imageError },
  } = useController({ control: form.control, name: 'featureImage' });
  const chosenImage = image instanceof File ? [image] : [];
  const storedImage = editing?.featureImage ?? null;

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={
        editing
          ? t('trainingModules.editTitle', { name: editing.moduleTitle })
          : t('trainingModules.newTitle')
      }
      submitText={editing ? t('trainingModules.save') : t('trainingModules.create')}
      {...drawer}
      onSubmit={(event) => void submit()(event)}
    >
      <TextFormField
        control={form.control}
        name="moduleTitle"
        label={t('trainingModules.fieldTitle')}
        maxLength={MODULE_TITLE_MAX_LENGTH}
        autoComplete="off"
      />
      <TextFormField
        control={form.control}
        name="author"
        label={t('trainingModules.fieldAuthor')}
        maxLength={AUTHOR_MAX_LENGTH}
        autoComplete="off"
      />
      <TextFormField
        control={form.control}
        name="category"
        label={t('trainingModules.fieldCategory')}
        maxLength={CATEGORY_MAX_LENGTH}
        autoComplete="off"
      />
      <SelectFormField
        control={form.control}
        name="language"
        label={t('trainingModules.fieldLanguage')}
        placeholder={t('trainingModules.chooseLanguage')}
        options={languageOptions}
      />
      <SelectFormField
        control={form.control}
        name="difficultyLevel"
        label={t('trainingModules.fieldDifficulty')}
        placeholder={t('trainingModules.chooseDifficulty')}
        options={difficultyOptions}
      />
      <TextFormField
        control={form.control}
        name="duration"
        label={t('trainingModules.fieldDuration')}
        hint={t('trainingModules.durationHint')}
        maxLength={DURATION_MAX_LENGTH}
        autoComplete="off"
      />
      <TextFormField
        control={form.control}
        name="effort"
        label={t('trainingModules.fieldEffort')}
        hint={t('trainingModules.effortHint')}
        maxLength={EFFORT_MAX_LENGTH}
        autoComplete="off"
      />
      <SkillsFormField
        control={form.control}
        label={t('trainingModules.fieldSkills')}
        hint={t('trainingModules.skillsHint', {
          maxSkills: SKILLS_MAX_COUNT,
          maxLength: SKILL_MAX_LENGTH,
        })}
      />
      <TextareaFormField
        control={form.control}
        name="prerequisites"
        label={t('trainingModules.fieldPrerequisites')}
        maxLength={LONG_TEXT_MAX_LENGTH}
      />
      <TextareaFormField
        control={form.control}
        name="whatYoullLearn"
        label={t('trainingModules.fieldWhatYoullLearn')}
        maxLength={LONG_TEXT_MAX_LENGTH}
      />
      <TextareaFormField
        control={form.control}
        name="description"
        label={t('trainingModules.fieldDescription')}
        maxLength={LONG_TEXT_MAX_LENGTH}
      />
      <FileDropzone
        ref={imageRef}
        label={
          storedImage ? t('trainingModules.fieldReplaceImage') : t('trainingModules.fieldImage')
        }
        name={FEATURE_IMAGE_FIELD}
        accept={imageAccept}
        maxSizeBytes={FEATURE_IMAGE_MAX_BYTES}
        hint={storedImage ? t('trainingModules.replaceImageHint') : t('trainingModules.imageHint')}
        value={chosenImage}
        onChange={(files) => {
          // Removing a new image keeps the stored one.
          onImageChange(files[0] ?? storedImage);
          form.clearErrors('featureImage');
        }}
        onReject={() => form.clearErrors('featureImage')}
        onBlur={onImageBlur}
        error={translate(imageError?.message)}
        required={!storedImage}
      />
    </RecordDrawer>
  );
}

import { object, type InferType } from 'yup';
import {
  difficultyLevelField,
  featureImageField,
  maintenanceMessageField,
  requiredText,
  skillsField,
  trimmedString,
} from '../fields';
import {
  DURATION_MAX_LENGTH,
  EFFORT_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  MODULE_TITLE_MAX_LENGTH,
} from '../limits';
import { validationMessages as m } from '../messages';

/** docs/product.md §3 Maintenance: the message every user sees while it is set. */
export const maintenanceSchema = object({ maintenanceMessage: maintenanceMessageField() });
export type MaintenanceValues = InferType<typeof maintenanceSchema>;

/** docs/product.md §3 and §5 Training module: every field required, with the spec's limits. */
export const trainingModuleSchema = object({
  moduleTitle: requiredText(MODULE_TITLE_MAX_LENGTH, m.moduleTitleMax, m.moduleTitleRequired),
  author: trimmedString().required(m.authorRequired),
  category: trimmedString().required(m.categoryRequired),
  language: trimmedString().required(m.languageRequired),
  difficultyLevel: difficultyLevelField(),
  duration: requiredText(DURATION_MAX_LENGTH, m.durationMax, m.durationRequired),
  effort: requiredText(EFFORT_MAX_LENGTH, m.effortMax, m.effortRequired),
  skills: skillsField(),
  prerequisites: requiredText(LONG_TEXT_MAX_LENGTH, m.prerequisitesMax, m.prerequisitesRequired),
  whatYoullLearn: requiredText(LONG_TEXT_MAX_LENGTH, m.whatYoullLearnMax, m.whatYoullLearnRequired),
  description: requiredText(LONG_TEXT_MAX_LENGTH, m.descriptionMax, m.descriptionRequired),
  featureImage: featureImageField(),
});
export type TrainingModuleValues = InferType<typeof trainingModuleSchema>;

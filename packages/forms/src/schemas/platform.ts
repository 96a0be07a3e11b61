import { object, type InferType } from 'yup';
import { supportedLocales } from '@org/contracts';
import {
  choiceField,
  difficultyLevelField,
  featureImageField,
  maintenanceMessageField,
  requiredLine,
  requiredText,
  skillsField,
} from '../fields';
import {
  AUTHOR_MAX_LENGTH,
  CATEGORY_MAX_LENGTH,
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
  moduleTitle: requiredLine(MODULE_TITLE_MAX_LENGTH, m.moduleTitleMax, m.moduleTitleRequired),
  author: requiredLine(AUTHOR_MAX_LENGTH, m.authorMax, m.authorRequired),
  category: requiredLine(CATEGORY_MAX_LENGTH, m.categoryMax, m.categoryRequired),
  // A module is written in one of the interface languages, like a ministry document.
  language: choiceField(supportedLocales, m.languageRequired, m.languageInvalid),
  difficultyLevel: difficultyLevelField(),
  duration: requiredLine(DURATION_MAX_LENGTH, m.durationMax, m.durationRequired),
  effort: requiredLine(EFFORT_MAX_LENGTH, m.effortMax, m.effortRequired),
  skills: skillsField(),
  prerequisites: requiredText(LONG_TEXT_MAX_LENGTH, m.prerequisitesMax, m.prerequisitesRequired),
  whatYoullLearn: requiredText(LONG_TEXT_MAX_LENGTH, m.whatYoullLearnMax, m.whatYoullLearnRequired),
  description: requiredText(LONG_TEXT_MAX_LENGTH, m.descriptionMax, m.descriptionRequired),
  featureImage: featureImageField(),
});
export type TrainingModuleValues = InferType<typeof trainingModuleSchema>;

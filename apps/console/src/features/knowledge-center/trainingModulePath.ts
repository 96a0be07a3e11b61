import { paths } from '../../app/navigation/paths';

/** A module's own page, under the catalogue: `/knowledge-center/training-modules/<id>`. */
export const trainingModulePath = (id: string) =>
  `${paths.trainingModules}/${encodeURIComponent(id)}`;

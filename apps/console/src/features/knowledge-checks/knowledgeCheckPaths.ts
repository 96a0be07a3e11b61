import { paths } from '../../app/navigation/paths';

/** Where a check is taken. */
export const takeKnowledgeCheckPath = (id: string) =>
  `${paths.knowledgeChecks}/${encodeURIComponent(id)}/take`;

/** Where a system admin reads a check's attempts. */
export const knowledgeCheckResultsPath = (id: string) =>
  `${paths.knowledgeChecks}/${encodeURIComponent(id)}/results`;

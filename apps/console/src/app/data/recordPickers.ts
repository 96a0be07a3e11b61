import { listClinics, listPrograms, listTrainingModules } from '@org/api-client';
import { LIST_MAX_PAGE_SIZE, type Page, type RecordStatus } from '@org/contracts';
import type { SearchPickerAnswer, SearchPickerOption } from '@org/ui';
import { apiClient } from '../session/apiClient';

/** How many matches a picker shows at a time; "N more: keep typing" says how many it leaves. */
export const PICKER_MATCHES_SHOWN = 20;

/**
 * Where a server-searched picker (`SearchPicker`, `SearchMultiPicker` of @org/ui) finds its
 * options: the list's own search, by name, and the list's `id` filter to name chosen records the
 * answer does not hold (a filter opened from a link). docs/decisions.md "Pickers search the
 * server".
 */
export interface RecordPickerSource {
  search(text: string): Promise<SearchPickerAnswer>;
  describe(ids: string[]): Promise<SearchPickerOption[]>;
}

interface PickerRead {
  search?: string;
  id?: string;
  pageSize: number;
}

/** A picker source over one list: `read` asks the list, `toOption` names a record. */
function recordPicker<Item>(
  read: (params: PickerRead) => Promise<Page<Item>>,
  toOption: (item: Item) => SearchPickerOption,
): RecordPickerSource {
  return {
    async search(text) {
      const page = await read({
        ...(text.trim() ? { search: text.trim() } : {}),
        pageSize: PICKER_MATCHES_SHOWN,
      });
      return {
        options: page.items.map(toOption),
        total: page.total,
        ...(page.totalIsEstimate ? { totalIsEstimate: true } : {}),
      };
    },
    async describe(ids) {
      if (ids.length === 0) return [];
      const page = await read({ id: ids.join(','), pageSize: LIST_MAX_PAGE_SIZE });
      return page.items.map(toOption);
    },
  };
}

const clinicPicker = (status?: RecordStatus) =>
  recordPicker(
    (params) => listClinics(apiClient, { ...params, ...(status ? { status } : {}), sort: 'name' }),
    (clinic) => ({ value: clinic.id, label: clinic.name }),
  );

const programPicker = (status?: RecordStatus) =>
  recordPicker(
    (params) => listPrograms(apiClient, { ...params, ...(status ? { status } : {}), sort: 'name' }),
    (program) => ({ value: program.id, label: program.name }),
  );

/** Every clinic in the person's scope, active or not: a list's filter (an inactive clinic still has patients to find). */
export const clinicsInScope = clinicPicker();
/** The active clinics: what a staff member can be given, a patient enrolled or cared for at. */
export const activeClinics = clinicPicker('ACTIVE');
/** Every program the person may read: a list's filter. */
export const programsInScope = programPicker();
/** The active programs: what a patient can be enrolled in. */
export const activePrograms = programPicker('ACTIVE');
/** The training modules a check can belong to (drafts too, for a system admin). */
export const trainingModules = recordPicker(
  (params) => listTrainingModules(apiClient, { ...params, sort: 'moduleTitle' }),
  (module) => ({ value: module.id, label: module.moduleTitle }),
);

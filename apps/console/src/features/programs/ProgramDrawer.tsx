import { createProgram, updateProgram } from '@org/api-client';
import type { Program, ProgramRequest } from '@org/contracts';
import { LONG_TEXT_MAX_LENGTH, programSchema, type ProgramValues } from '@org/forms';
import { TextareaFormField, TextFormField } from '@org/forms/react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/data/queryKeys';
import { RecordDrawer } from '../../app/records/RecordDrawer';
import { useRecordForm } from '../../app/records/useRecordForm';
import { apiClient } from '../../app/session/apiClient';
import { PROGRAMS_NAMESPACE } from './programsNamespace';

/** What the drawer is for: a new program, or the one being edited. */
export type ProgramDrawerTarget = { program: null } | { program: Program };

const ns = PROGRAMS_NAMESPACE;
const apiMessageNamespaces = [PROGRAMS_NAMESPACE] as const;

interface ProgramDrawerProps {
  target: ProgramDrawerTarget;
  onClose: () => void;
}

/**
 * docs/product.md §3.4 Program: a name and a description, created or edited in the record drawer
 * and checked with `programSchema` here and again by the api; a name another program has (any
 * case) comes back under the name field.
 */
export function ProgramDrawer({ target, onClose }: ProgramDrawerProps) {
  const { t } = useTranslation(ns);
  const editing = target.program;
  const { form, drawer } = useRecordForm(programSchema, {
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
    } as ProgramValues,
    apiMessages: apiMessageNamespaces,
    mutationFn: (values: ProgramValues) => {
      const body = values as ProgramRequest;
      return editing ? updateProgram(apiClient, editing.id, body) : createProgram(apiClient, body);
    },
    // The patients' program filter and the enrolment form list programs too.
    invalidates: [queryKeys.programs()],
    onSuccess: () => onClose(),
    successText: editing ? { key: 'programs.updated', ns } : { key: 'programs.created', ns },
    errorText: editing
      ? { key: 'programs.updateFailed', ns }
      : { key: 'programs.createFailed', ns },
  });

  return (
    <RecordDrawer
      open
      onClose={onClose}
      title={editing ? t('programs.editTitle', { name: editing.name }) : t('programs.newTitle')}
      submitText={editing ? t('programs.save') : t('programs.create')}
      {...drawer}
    >
      <TextFormField
        control={form.control}
        name="name"
        label={t('programs.fieldName')}
        autoComplete="off"
      />
      <TextareaFormField
        control={form.control}
        name="description"
        label={t('programs.fieldDescription')}
        maxLength={LONG_TEXT_MAX_LENGTH}
      />
    </RecordDrawer>
  );
}

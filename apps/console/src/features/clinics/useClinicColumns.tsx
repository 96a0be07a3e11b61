import type { Clinic } from '@org/contracts';
import { formatPhoneNumber } from '@org/forms';
import { Badge, RowActions, type RowAction, type TableColumn } from '@org/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../app/i18n/countryName';
import { CLINICS_NAMESPACE } from './clinicsNamespace';

interface ClinicRowActions {
  onEdit: (clinic: Clinic) => void;
  onChangeStatus: (clinic: Clinic) => void;
}

/**
 * The clinics table's columns; the sortable ones are the api's sort fields. With `actions` (people
 * who manage clinics) each row ends in its menu: Edit, and Deactivate or Activate.
 */
export function useClinicColumns(actions: ClinicRowActions | null): TableColumn<Clinic>[] {
  const { t, i18n } = useTranslation(CLINICS_NAMESPACE);
  const locale = i18n.language;

  return useMemo(() => {
    const columns: TableColumn<Clinic>[] = [
      { key: 'name', header: t('clinics.columnName'), rowHeader: true, sortable: true },
      {
        key: 'type',
        header: t('clinics.columnType'),
        sortable: true,
        cell: (clinic) => t(`clinics.type${clinic.type}`),
      },
      {
        key: 'countryCode',
        header: t('clinics.columnCountry'),
        sortable: true,
        cell: (clinic) => countryName(locale, clinic.countryCode),
      },
      { key: 'address', header: t('clinics.columnAddress') },
      {
        key: 'phoneNumber',
        header: t('clinics.columnPhone'),
        // Digits and "+" read left to right inside right-to-left text.
        cell: (clinic) => <bdi dir="ltr">{formatPhoneNumber(clinic.phoneNumber) ?? '—'}</bdi>,
      },
      {
        key: 'email',
        header: t('clinics.columnEmail'),
        cell: (clinic) => <bdi>{clinic.email}</bdi>,
      },
      {
        key: 'status',
        header: t('clinics.columnStatus'),
        sortable: true,
        cell: (clinic) => (
          <Badge tone={clinic.status === 'ACTIVE' ? 'success' : 'neutral'}>
            {t(`clinics.status${clinic.status}`)}
          </Badge>
        ),
      },
    ];
    if (!actions) return columns;
    return [
      ...columns,
      {
        key: 'actions',
        header: t('clinics.columnActions'),
        align: 'end',
        cell: (clinic) => {
          const rowActions: RowAction[] = [
            { label: t('clinics.edit'), onSelect: () => actions.onEdit(clinic) },
            clinic.status === 'ACTIVE'
              ? {
                  label: t('clinics.deactivate'),
                  tone: 'danger',
                  onSelect: () => actions.onChangeStatus(clinic),
                }
              : { label: t('clinics.activate'), onSelect: () => actions.onChangeStatus(clinic) },
          ];
          return (
            <RowActions
              label={t('clinics.rowActions', { name: clinic.name })}
              actions={rowActions}
            />
          );
        },
      },
    ];
  }, [t, locale, actions]);
}

import { array, object, string, type InferType } from 'yup';
import { validationMessages as m } from '../messages';

/** The longest heading a column choice names; a real header cell is far shorter. */
const HEADING_MAX_LENGTH = 200;
/** More choices than any file has columns. */
const CHOICES_MAX = 200;

/**
 * The field a person chose for each heading of an import's file (docs/product.md §13.2): the
 * dry run's `columns`, changed; `field: null` ignores the column. `fields` are the import's own.
 */
export const importColumnChoicesSchema = (fields: readonly string[]) =>
  object({
    columns: array(
      object({
        column: string().max(HEADING_MAX_LENGTH, m.valueInvalid).required(m.valueInvalid),
        field: string()
          .oneOf([...fields], m.valueInvalid)
          .nullable()
          .defined(m.valueInvalid),
      }),
    )
      .max(CHOICES_MAX, m.valueInvalid)
      .required(m.valueInvalid),
  });
export type ImportColumnChoices = InferType<ReturnType<typeof importColumnChoicesSchema>>;

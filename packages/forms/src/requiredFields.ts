import { getIn, type AnyObjectSchema, type ISchema, type SchemaDescription } from 'yup';

type Values = Record<string, unknown>;

/** The schema of the field at `path` ('name', 'questions.0.text'), and its parent's path and value. */
function fieldAt(schema: AnyObjectSchema, path: string, values: Values) {
  try {
    const found = getIn(schema, path, values);
    return {
      field: found.schema as ISchema<unknown>,
      parent: found.parent as unknown,
      parentPath: path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '',
    };
  } catch {
    // Not a field of the schema (a value only the screen holds).
    return null;
  }
}

const hasTest = (description: SchemaDescription, name: string) =>
  description.tests.some((test) => test.name === name);

const needsOneAtLeast = (description: SchemaDescription) =>
  description.tests.some((test) => test.name === 'min' && Number(test.params?.min) > 0);

/**
 * Whether a field refuses to be left empty, read from its schema's description: text needs its
 * `required` test (an empty string passes `defined()`), a list at least one item (an empty list
 * passes `required()`), a check box to be ticked, anything else a value (`required()`: neither
 * optional nor nullable).
 */
export function isRequiredDescription(description: SchemaDescription): boolean {
  switch (description.type) {
    case 'string':
      return hasTest(description, 'required') || needsOneAtLeast(description);
    case 'array':
      return needsOneAtLeast(description);
    case 'boolean':
      return description.oneOf.length === 1 && description.oneOf[0] === true;
    default:
      return !description.optional && !description.nullable;
  }
}

/**
 * docs/product.md §5: whether the field at `path` of a form checked by `schema` is required, with
 * the form's `values` deciding a condition (`when`): the staff clinics are required unless the
 * role is system admin. The one rule behind every field's required mark.
 */
export function isRequiredField(schema: AnyObjectSchema, path: string, values: Values): boolean {
  const found = fieldAt(schema, path, values);
  if (!found) return false;
  return isRequiredDescription(
    found.field.describe({ parent: found.parent, context: values }) as SchemaDescription,
  );
}

/**
 * The paths of the fields whose values decide whether the field at `path` is required (its
 * `when` conditions' siblings), so a form can watch only those.
 */
export function requiredFieldDependencies(
  schema: AnyObjectSchema,
  path: string,
  values: Values,
): string[] {
  const found = fieldAt(schema, path, values);
  const deps = (found?.field as { deps?: readonly string[] } | undefined)?.deps ?? [];
  return deps.map((dep) => (found?.parentPath ? `${found.parentPath}.${dep}` : dep));
}

// @vitest-environment jsdom
import { UiTextProvider } from '@org/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { date, object } from 'yup';
import { featureImageField } from '../fields';
import { emailStepSchema, type EmailStepValues } from '../schemas/signIn';
import { staffUserSchema, type StaffUserValues } from '../schemas/people';
import {
  DateFormField,
  FileFormField,
  MultiSelectFormField,
  PhoneFormField,
  SelectFormField,
  TextFormField,
  TextareaFormField,
} from './formFields';
import { useSchemaForm } from './useSchemaForm';

// jsdom lacks what Radix's and the calendar's positioning measure with.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function EmailForm({ onValid }: { onValid: (values: EmailStepValues) => void }) {
  const form = useSchemaForm(emailStepSchema, { defaultValues: { email: '' } });
  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit((values) => onValid(values as EmailStepValues))(event)
      }
      noValidate
    >
      <TextFormField control={form.control} name="email" label="Email" type="email" />
      <button type="submit">Send</button>
    </form>
  );
}

const clinicOptions = [
  { value: 'north', label: 'North Clinic' },
  { value: 'south', label: 'South Hospital' },
];
const roleOptions = [
  { value: 'DOCTOR', label: 'Doctor' },
  { value: 'NURSE', label: 'Nurse' },
  { value: 'SYSTEM_ADMIN', label: 'System admin' },
];

/** The staff user form of docs/product.md §3, built from the bound fields. */
function StaffUserForm({ onValid }: { onValid: (values: StaffUserValues) => void }) {
  const form = useSchemaForm(staffUserSchema, {
    defaultValues: {
      fullName: '',
      email: '',
      phoneNumber: null,
      role: '',
      address: '',
      clinics: [],
    },
  });
  return (
    <form
      onSubmit={(event) =>
        void form.handleSubmit((values) => onValid(values as StaffUserValues))(event)
      }
      noValidate
    >
      <TextFormField control={form.control} name="fullName" label="Full name" />
      <TextFormField control={form.control} name="email" label="Email" type="email" />
      <PhoneFormField
        control={form.control}
        name="phoneNumber"
        label="Phone number"
        defaultCountry="PT"
      />
      <SelectFormField
        control={form.control}
        name="role"
        label="Role"
        options={roleOptions}
        placeholder="Choose"
      />
      <TextareaFormField control={form.control} name="address" label="Address" />
      <MultiSelectFormField
        control={form.control}
        name="clinics"
        label="Clinics"
        options={clinicOptions}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const documentSchema = object({
  publishedAt: date()
    .typeError('Published date is required')
    .required('Published date is required'),
  featureImage: featureImageField(),
});

function DocumentForm({ onValid }: { onValid: (values: unknown) => void }) {
  const form = useSchemaForm(documentSchema, {
    defaultValues: {},
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate>
      <DateFormField control={form.control} name="publishedAt" label="Published" />
      <FileFormField
        control={form.control}
        name="featureImage"
        label="Feature image"
        accept="image/*"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('bound form fields', () => {
  it('shows the schema message under a text field and marks it invalid', async () => {
    const onValid = vi.fn();
    render(<EmailForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid email');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('shows the message in the active locale', async () => {
    render(
      <UiTextProvider locale="fr">
        <EmailForm onValid={vi.fn()} />
      </UiTextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('L’adresse e-mail est obligatoire');
  });

  it('names every missing field of the staff form under that field', async () => {
    render(<StaffUserForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'Full name is required',
    );
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription(
      'Role is required',
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Address is required',
    );
    expect(screen.getByText('Clinic is required')).toBeInTheDocument();
  });

  it('round-trips every field of the staff form: text, phone, select, textarea, multi-select', async () => {
    const onValid = vi.fn();
    render(<StaffUserForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Full name' }), '  Dmitri Doctor ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Dmitri@Clinic.test');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '912 345 678');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'DOCTOR');
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), 'Rua 1, Lisboa');
    await userEvent.click(screen.getByRole('button', { name: /^Clinics/ }));
    const panel = await screen.findByRole('dialog', { name: /^Clinics/ });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'South Hospital' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toEqual({
      fullName: 'Dmitri Doctor',
      email: 'dmitri@clinic.test',
      phoneNumber: { callingCode: '351', localPhoneNumber: '912 345 678' },
      role: 'DOCTOR',
      address: 'Rua 1, Lisboa',
      clinics: ['south'],
    });
  });

  it('marks the fields the schema requires, whatever their kind, and no others', () => {
    render(<StaffUserForm onValid={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).not.toBeRequired();
    // A composite control says it in its name.
    expect(screen.getByRole('button', { name: /^Clinics ?\(required\)/ })).toBeInTheDocument();
    // The same red asterisk on each: the two text fields, the select, the textarea, the clinics.
    expect(screen.getAllByText('*')).toHaveLength(5);
  });

  it('follows a condition of the schema: a system admin needs no clinic', async () => {
    render(<StaffUserForm onValid={vi.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'SYSTEM_ADMIN');
    expect(
      await screen.findByRole('button', { name: /^Clinics(?! ?\(required\))/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('*')).toHaveLength(4);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'NURSE');
    expect(
      await screen.findByRole('button', { name: /^Clinics ?\(required\)/ }),
    ).toBeInTheDocument();
  });

  it('refuses an invalid phone number under the phone field', async () => {
    const onValid = vi.fn();
    render(<StaffUserForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('round-trips a date and a file', async () => {
    const onValid = vi.fn();
    render(<DocumentForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Feature image is required')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Published' }), '2026-03-15');
    await userEvent.keyboard('{Escape}');
    const picture = new File(['png'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText(/^Feature image/), picture);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onValid).toHaveBeenCalled());
    const values = onValid.mock.calls[0]![0] as { publishedAt: Date; featureImage: File[] };
    expect(values.publishedAt).toEqual(new Date(2026, 2, 15));
    expect(values.featureImage).toEqual([picture]);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { PhoneInput, type PhoneNumberValue } from './PhoneInput';
import { countryForCallingCode, phoneCountryOptions } from './phoneCountries';

const countrySelect = () => screen.getByRole('combobox', { name: 'Country code' });
const numberInput = () => screen.getByRole('textbox', { name: 'Phone number' });

describe('PhoneInput', () => {
  it('groups a country code select and a local number input under one label', () => {
    render(<PhoneInput label="Phone number" />);
    const group = screen.getByRole('group', { name: 'Phone number' });
    expect(within(group).getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    const input = within(group).getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('starts on the default country', () => {
    render(<PhoneInput label="Phone number" defaultCountry="PT" />);
    expect(countrySelect()).toHaveDisplayValue('Portugal (+351)');
  });

  it('chooses no country without a default one: it asks for the country or an international number', () => {
    render(<PhoneInput label="Phone number" />);
    expect(countrySelect()).toHaveDisplayValue('Choose a country');
    expect(numberInput()).toHaveAttribute('placeholder', '+ country code and number');
  });

  it('takes a default country without a calling code as none', () => {
    // Antarctica: a country a record may name, with no telephone plan of its own.
    render(<PhoneInput label="Phone number" defaultCountry="AQ" />);
    expect(countrySelect()).toHaveDisplayValue('Choose a country');
  });

  it('takes the country from an international number typed without one', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone number" onChange={onChange} />);
    await userEvent.type(numberInput(), '+351 912 345 678');
    expect(onChange).toHaveBeenLastCalledWith({
      callingCode: '351',
      localPhoneNumber: '912 345 678',
    });
    expect(countrySelect()).toHaveDisplayValue('Portugal (+351)');
    expect(numberInput()).toHaveValue('912 345 678');
  });

  it('reads +1 as the United States until the number says another country', async () => {
    render(<PhoneInput label="Phone number" />);
    await userEvent.type(numberInput(), '+1 416');
    expect(countrySelect()).toHaveDisplayValue('United States (+1)');
    await userEvent.type(numberInput(), '5550123');
    expect(countrySelect()).toHaveDisplayValue('Canada (+1)');
  });

  it('keeps asking for the country of a number typed before a default country came', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<PhoneInput label="Phone number" onChange={onChange} />);
    await userEvent.type(numberInput(), '912345678');
    expect(onChange).toHaveBeenLastCalledWith({ callingCode: '', localPhoneNumber: '912345678' });
    rerender(<PhoneInput label="Phone number" onChange={onChange} defaultCountry="PT" />);
    expect(countrySelect()).toHaveDisplayValue('Choose a country');
  });

  it('reports the typed number with the calling code as digits', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone number" defaultCountry="PT" onChange={onChange} />);
    await userEvent.type(numberInput(), '912345678');
    expect(onChange).toHaveBeenLastCalledWith({
      callingCode: '351',
      localPhoneNumber: '912345678',
    });
  });

  it('reports the calling code of the chosen country, keeping the number', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone number" onChange={onChange} />);
    await userEvent.type(numberInput(), '0612345678');
    await userEvent.selectOptions(countrySelect(), 'FR');
    expect(onChange).toHaveBeenLastCalledWith({
      callingCode: '33',
      localPhoneNumber: '0612345678',
    });
    expect(countrySelect()).toHaveDisplayValue('France (+33)');
  });

  it('does not validate: it reports what was typed', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Phone number" onChange={onChange} />);
    await userEvent.type(numberInput(), '12ab');
    expect(onChange).toHaveBeenLastCalledWith({ callingCode: '', localPhoneNumber: '12ab' });
    expect(numberInput()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a controlled value', () => {
    render(
      <PhoneInput
        label="Phone number"
        value={{ callingCode: '44', localPhoneNumber: '7700900123' }}
        onChange={() => {}}
      />,
    );
    expect(countrySelect()).toHaveDisplayValue('United Kingdom (+44)');
    expect(numberInput()).toHaveValue('7700900123');
  });

  it('keeps the country the user picked among those sharing a calling code', async () => {
    function Controlled() {
      const [phone, setPhone] = useState<PhoneNumberValue | null>(null);
      return <PhoneInput label="Phone number" value={phone} onChange={setPhone} />;
    }
    render(<Controlled />);
    await userEvent.selectOptions(countrySelect(), 'CA');
    expect(countrySelect()).toHaveDisplayValue('Canada (+1)');
  });

  it('names and sorts countries in the active language', () => {
    render(
      <UiTextProvider locale="fr">
        <PhoneInput label="Téléphone" defaultCountry="DE" />
      </UiTextProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Indicatif du pays' });
    expect(select).toHaveDisplayValue('Allemagne (+49)');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr').compare));
  });

  it('keeps "+code" readable inside Arabic names', () => {
    const portugal = phoneCountryOptions('ar', true).find((option) => option.country === 'PT');
    expect(portugal?.label).toBe('البرتغال (\u2066+351\u2069)');
  });

  it('announces its hint and error with both parts and marks them invalid and required', () => {
    render(
      <PhoneInput
        label="Phone number"
        hint="Mobile preferred"
        error="Invalid phone number"
        required
      />,
    );
    const number = screen.getByRole('textbox', { name: /^Phone number/ });
    for (const part of [countrySelect(), number]) {
      expect(part).toHaveAttribute('aria-invalid', 'true');
      expect(part).toHaveAttribute('aria-required', 'true');
      expect(part).toHaveAccessibleDescription('Mobile preferred Invalid phone number');
    }
    expect(
      screen.getByRole('group', { name: /^Phone number\s*\(required\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid phone number');
  });

  it('disables both parts', () => {
    render(<PhoneInput label="Phone number" disabled />);
    expect(countrySelect()).toBeDisabled();
    expect(numberInput()).toBeDisabled();
  });

  it('reports a blur only when focus leaves both parts', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <PhoneInput label="Phone number" onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click(countrySelect());
    await userEvent.tab();
    expect(numberInput()).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('submits both parts under its name in a native form', async () => {
    render(
      <form aria-label="Contact">
        <PhoneInput label="Phone number" name="phoneNumber" defaultCountry="VN" />
      </form>,
    );
    await userEvent.type(numberInput(), '912345678');
    const data = new FormData(screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement);
    expect(Object.fromEntries(data)).toEqual({
      'phoneNumber.callingCode': '84',
      'phoneNumber.localPhoneNumber': '912345678',
    });
  });

  it('submits the phone number object through react-hook-form', async () => {
    const onSubmit = vi.fn();
    function ContactForm() {
      const { control, handleSubmit } = useForm<{ phoneNumber: PhoneNumberValue | null }>({
        defaultValues: { phoneNumber: null },
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Controller
            control={control}
            name="phoneNumber"
            render={({ field }) => (
              <PhoneInput label="Phone number" defaultCountry="US" {...field} />
            )}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<ContactForm />);
    await userEvent.selectOptions(countrySelect(), 'PT');
    await userEvent.type(numberInput(), '912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      phoneNumber: { callingCode: '351', localPhoneNumber: '912 345 678' },
    });
  });
});

describe('countryForCallingCode', () => {
  it('prefers the given countries, then the country of the number, then the main one of the code', () => {
    expect(countryForCallingCode('1', ['CA', 'US'])).toBe('CA');
    expect(countryForCallingCode('1', ['PT'], '4165550123')).toBe('CA');
    expect(countryForCallingCode('351', [null])).toBe('PT');
    expect(countryForCallingCode('1', [])).toBe('US');
    expect(countryForCallingCode('44', [undefined])).toBe('GB');
    expect(countryForCallingCode('999', ['US'])).toBeUndefined();
  });
});

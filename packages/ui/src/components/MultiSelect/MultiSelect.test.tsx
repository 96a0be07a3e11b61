import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import type { SelectOption } from '../Select/selectOptions';
import { MultiSelect } from './MultiSelect';

const clinics: SelectOption[] = [
  { value: 'north', label: 'North Clinic' },
  { value: 'south', label: 'South Hospital' },
  { value: 'east', label: 'East Clinic' },
  { value: 'west', label: 'West Clinic', disabled: true },
];

const trigger = () => screen.getByRole('button', { name: /^Clinics/ });

const open = async () => {
  await userEvent.click(trigger());
  return screen.findByRole('dialog', { name: 'Clinics' });
};

describe('MultiSelect', () => {
  it('is a button named by its label and showing the placeholder', () => {
    render(<MultiSelect label="Clinics" options={clinics} placeholder="Choose clinics" />);
    expect(trigger()).toHaveAccessibleName('Clinics Choose clinics');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a labelled group with one checkbox per option', async () => {
    render(<MultiSelect label="Clinics" options={clinics} />);
    const panel = await open();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const group = within(panel).getByRole('group', { name: 'Clinics' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['North Clinic', 'South Hospital', 'East Clinic', 'West Clinic']);
    expect(within(group).getByRole('checkbox', { name: 'West Clinic' })).toBeDisabled();
    await waitFor(() =>
      expect(within(group).getByRole('checkbox', { name: 'North Clinic' })).toHaveFocus(),
    );
  });

  it('reports the chosen values in the order of the options and lists them in the button', async () => {
    const onChange = vi.fn();
    render(<MultiSelect label="Clinics" options={clinics} onChange={onChange} />);
    const panel = await open();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'South Hospital' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
    expect(onChange).toHaveBeenLastCalledWith(['north', 'south']);
    expect(trigger()).toHaveAccessibleName('Clinics North Clinic, South Hospital');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
    expect(onChange).toHaveBeenLastCalledWith(['south']);
  });

  it('counts the chosen options when there are more than it lists', async () => {
    render(
      <MultiSelect label="Clinics" options={clinics} defaultValue={['north', 'south', 'east']} />,
    );
    expect(trigger()).toHaveAccessibleName('Clinics 3 selected');
  });

  it('counts in the active language', () => {
    render(
      <UiTextProvider locale="fr">
        <MultiSelect label="Clinics" options={clinics} defaultValue={['north', 'south', 'east']} />
      </UiTextProvider>,
    );
    expect(trigger()).toHaveAccessibleName('Clinics 3 sélectionnés');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    render(<MultiSelect label="Clinics" options={clinics} />);
    await open();
    await userEvent.keyboard('{Escape}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('can be used with the keyboard alone', async () => {
    const onChange = vi.fn();
    render(<MultiSelect label="Clinics" options={clinics} onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Clinics' });
    const box = (name: string) => within(panel).getByRole('checkbox', { name });
    await waitFor(() => expect(box('North Clinic')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(box('South Hospital')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{End}');
    // The disabled option is skipped.
    expect(box('East Clinic')).toHaveFocus();
    await userEvent.keyboard(' {Home}');
    expect(box('North Clinic')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(box('North Clinic')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith(['south', 'east']);
  });

  it('clears the whole selection with its clear action', async () => {
    const onChange = vi.fn();
    render(
      <MultiSelect
        label="Clinics"
        options={clinics}
        defaultValue={['north']}
        onChange={onChange}
      />,
    );
    const panel = await open();
    const clear = within(panel).getByRole('button', { name: 'Clear selection' });
    await userEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(clear).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'North Clinic' })).toHaveFocus();
    expect(trigger()).toHaveAccessibleName('Clinics Choose…');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['east']);
      return (
        <>
          <MultiSelect label="Clinics" options={clinics} value={value} onChange={setValue} />
          <output>{value.join('+')}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(trigger()).toHaveAccessibleName('Clinics East Clinic');
    const panel = await open();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
    expect(screen.getByRole('status')).toHaveTextContent('north+east');
  });

  it('announces its hint and error with the button', () => {
    render(
      <MultiSelect
        label="Clinics"
        options={clinics}
        hint="Where they work"
        error="Clinic is required"
        required
      />,
    );
    expect(trigger()).toHaveAccessibleDescription('Where they work Clinic is required');
    expect(trigger()).toHaveAttribute('data-invalid', 'true');
    expect(trigger().getAttribute('aria-labelledby')).toContain('-label');
    expect(screen.getByRole('alert')).toHaveTextContent('Clinic is required');
  });

  it('cannot be opened when disabled', async () => {
    render(<MultiSelect label="Clinics" options={clinics} disabled />);
    expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a blur only when focus leaves both the button and the list', async () => {
    const onBlur = vi.fn();
    render(
      <>
        <MultiSelect label="Clinics" options={clinics} onBlur={onBlur} />
        <button type="button">Next field</button>
      </>,
    );
    await open();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'North Clinic' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('submits each chosen value under its name in a native form', () => {
    render(
      <form aria-label="Staff">
        <MultiSelect
          label="Clinics"
          name="clinics"
          options={clinics}
          defaultValue={['north', 'east']}
        />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'Staff' }) as HTMLFormElement);
    expect(data.getAll('clinics')).toEqual(['north', 'east']);
  });

  it('submits the chosen clinics through react-hook-form', async () => {
    const onSubmit = vi.fn();
    function StaffForm() {
      const { control, handleSubmit } = useForm<{ clinics: string[] }>({
        defaultValues: { clinics: [] },
      });
      return (
        <form onSubmit={(event) => void handleSubmit((values) => onSubmit(values))(event)}>
          <Controller
            control={control}
            name="clinics"
            render={({ field }) => <MultiSelect label="Clinics" options={clinics} {...field} />}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<StaffForm />);
    const panel = await open();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'East Clinic' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ clinics: ['north', 'east'] });
  });

  describe('searchable', () => {
    const many: SelectOption[] = [
      { value: 'sao', label: 'Clínica São João' },
      { value: 'north', label: 'North Clinic' },
      { value: 'eloi', label: 'Hôpital Saint-Éloi' },
      { value: 'dong', label: 'Trạm Y tế Đông Hòa' },
      { value: 'riverside', label: 'Riverside Maternity Hospital' },
    ];
    const filter = (panel: HTMLElement) =>
      within(panel).getByRole('searchbox', { name: 'Filter options' });
    const shown = (panel: HTMLElement) =>
      within(within(panel).getByRole('group', { name: 'Clinics' }))
        .queryAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);

    it('has no filter unless asked for', async () => {
      render(<MultiSelect label="Clinics" options={many} />);
      const panel = await open();
      expect(within(panel).queryByRole('searchbox')).not.toBeInTheDocument();
    });

    it('filters the options by label, ignoring case and accents', async () => {
      render(<MultiSelect label="Clinics" options={many} searchable />);
      const panel = await open();
      await userEvent.type(filter(panel), 'CLINICA');
      expect(shown(panel)).toEqual(['Clínica São João']);
      await userEvent.clear(filter(panel));
      await userEvent.type(filter(panel), 'eloi');
      expect(shown(panel)).toEqual(['Hôpital Saint-Éloi']);
      await userEvent.clear(filter(panel));
      await userEvent.type(filter(panel), 'dong hoa');
      expect(shown(panel)).toEqual(['Trạm Y tế Đông Hòa']);
      await userEvent.clear(filter(panel));
      await userEvent.type(filter(panel), 'clinic');
      expect(shown(panel)).toEqual(['Clínica São João', 'North Clinic']);
      expect(within(panel).getByRole('status')).toHaveTextContent('Options shown: 2');
      await userEvent.clear(filter(panel));
      expect(shown(panel)).toHaveLength(5);
      expect(within(panel).getByRole('status')).toHaveTextContent('Options shown: 5');
    });

    it('keeps chosen values chosen while they are filtered out of view', async () => {
      const onChange = vi.fn();
      render(
        <form aria-label="Staff">
          <MultiSelect
            label="Clinics"
            name="clinics"
            options={many}
            defaultValue={['sao']}
            onChange={onChange}
            searchable
          />
        </form>,
      );
      const panel = await open();
      await userEvent.type(filter(panel), 'north');
      expect(shown(panel)).toEqual(['North Clinic']);
      await userEvent.click(within(panel).getByRole('checkbox', { name: 'North Clinic' }));
      expect(onChange).toHaveBeenLastCalledWith(['sao', 'north']);
      expect(trigger()).toHaveAccessibleName('Clinics Clínica São João, North Clinic');
      const data = new FormData(screen.getByRole('form', { name: 'Staff' }) as HTMLFormElement);
      expect(data.getAll('clinics')).toEqual(['sao', 'north']);
      await userEvent.clear(filter(panel));
      expect(within(panel).getByRole('checkbox', { name: 'Clínica São João' })).toBeChecked();
    });

    it('says so when nothing matches', async () => {
      render(<MultiSelect label="Clinics" options={many} searchable />);
      const panel = await open();
      await userEvent.type(filter(panel), 'zzz');
      expect(shown(panel)).toEqual([]);
      const group = within(panel).getByRole('group', { name: 'Clinics' });
      expect(within(group).getByText('No matching options')).toBeVisible();
      expect(within(panel).getByRole('status')).toHaveTextContent('No matching options');
    });

    it('says it in the active language', async () => {
      render(
        <UiTextProvider locale="es">
          <MultiSelect label="Clinics" options={many} searchable />
        </UiTextProvider>,
      );
      const panel = await open();
      const field = within(panel).getByRole('searchbox', { name: 'Filtrar opciones' });
      await userEvent.type(field, 'zzz');
      expect(within(panel).getByRole('status')).toHaveTextContent('Ninguna opción coincide');
    });

    it('starts in the filter, moves to the first option shown with ArrowDown, and back', async () => {
      const onChange = vi.fn();
      render(<MultiSelect label="Clinics" options={many} onChange={onChange} searchable />);
      trigger().focus();
      await userEvent.keyboard('{Enter}');
      const panel = await screen.findByRole('dialog', { name: 'Clinics' });
      await waitFor(() => expect(filter(panel)).toHaveFocus());
      await userEvent.keyboard('CLINIC{ArrowDown}');
      expect(within(panel).getByRole('checkbox', { name: 'Clínica São João' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown} ');
      expect(onChange).toHaveBeenLastCalledWith(['north']);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      expect(filter(panel)).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(trigger()).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(trigger()).toHaveFocus());
    });

    it('opens on the whole list again', async () => {
      render(<MultiSelect label="Clinics" options={many} searchable />);
      let panel = await open();
      await userEvent.type(filter(panel), 'north');
      expect(shown(panel)).toHaveLength(1);
      await userEvent.keyboard('{Escape}');
      panel = await open();
      expect(filter(panel)).toHaveValue('');
      expect(shown(panel)).toHaveLength(5);
    });

    it('keeps focus in the panel when clearing with nothing shown', async () => {
      render(<MultiSelect label="Clinics" options={many} defaultValue={['north']} searchable />);
      const panel = await open();
      await userEvent.type(filter(panel), 'zzz');
      await userEvent.click(within(panel).getByRole('button', { name: 'Clear selection' }));
      expect(filter(panel)).toHaveFocus();
      expect(trigger()).toHaveAccessibleName('Clinics Choose…');
    });
  });
});

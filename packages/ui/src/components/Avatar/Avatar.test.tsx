import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import { Avatar } from './Avatar';
import { avatarShapes, avatarSizes } from './avatarOptions';
import { getInitials } from './getInitials';

const PHOTO = 'https://images.clinic.test/ana.jpg';

describe('getInitials', () => {
  it('takes the first letter of a one-word title', () => {
    expect(getInitials('ana')).toBe('A');
  });

  it('takes the first letters of the first and last words, in uppercase', () => {
    expect(getInitials('ana maria de souza')).toBe('AS');
    expect(getInitials('Nguyễn Văn An')).toBe('NA');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(getInitials('  Ana \t\n  Souza  ')).toBe('AS');
  });

  it('gives nothing for an empty or blank title', () => {
    expect(getInitials('')).toBe('');
    expect(getInitials('   ')).toBe('');
    expect(getInitials(undefined)).toBe('');
  });

  it('keeps whole characters of non-Latin names', () => {
    expect(getInitials('محمد علي')).toBe('مع');
    expect(getInitials('王小明')).toBe('王');
    // 𠮷 lies outside the Basic Multilingual Plane: two UTF-16 units, one character.
    expect(getInitials('𠮷野 太郎')).toBe('𠮷太');
    // É written as E plus a combining accent stays one letter with its accent.
    expect(getInitials('E\u0301lodie Durand')).toBe('E\u0301D');
  });
});

describe('Avatar', () => {
  it('shows the title and subtitle beside the picture by default', () => {
    render(<Avatar title="Ana Souza" subtitle="ana@clinic.test" src={PHOTO} />);
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('ana@clinic.test')).toBeInTheDocument();
    // The visible title names the person, so the picture is not announced twice.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the picture when it loads', () => {
    const { container } = render(<Avatar title="Ana Souza" src={PHOTO} />);
    expect(container.querySelector('img')).toHaveAttribute('src', PHOTO);
  });

  it('falls back to initials when the image fails', () => {
    const { container } = render(<Avatar title="Ana Maria Souza" src={PHOTO} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    expect(screen.getByText('AS')).toBeInTheDocument();
  });

  it('shows initials when there is no image', () => {
    render(<Avatar title="Ana Souza" src="" />);
    expect(screen.getByText('AS')).toBeInTheDocument();
  });

  it('falls back to a generic person icon without a title', () => {
    const { container } = render(<Avatar src={PHOTO} showLabels={false} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('svg[data-icon="person"]')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Unknown person' })).toBeInTheDocument();
  });

  it('treats a blank title as no title', () => {
    const { container } = render(<Avatar title="   " />);
    expect(container.querySelector('svg[data-icon="person"]')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Unknown person' })).toBeInTheDocument();
  });

  it('names the unknown person in the language of the app', () => {
    render(
      <UiTextProvider locale="es">
        <Avatar />
      </UiTextProvider>,
    );
    expect(screen.getByRole('img', { name: 'Persona desconocida' })).toBeInTheDocument();
  });

  it('tries a new image source again after a failure', () => {
    const { container, rerender } = render(<Avatar title="Ana Souza" src={PHOTO} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).not.toBeInTheDocument();

    rerender(<Avatar title="Ana Souza" src="https://images.clinic.test/ana-2.jpg" />);
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://images.clinic.test/ana-2.jpg',
    );
  });

  it('tries an earlier source again when it comes back', () => {
    const other = 'https://images.clinic.test/other.jpg';
    const { container, rerender } = render(<Avatar title="Ana Souza" src={PHOTO} />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<Avatar title="Ana Souza" src={other} />);
    rerender(<Avatar title="Ana Souza" src={PHOTO} />);
    expect(container.querySelector('img')).toHaveAttribute('src', PHOTO);
  });

  it('names the picture by the title when labels are hidden', () => {
    render(<Avatar title="Ana Souza" subtitle="Nurse" showLabels={false} />);
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.queryByText('Nurse')).not.toBeInTheDocument();
  });

  it('shows a badge beside the picture', () => {
    render(<Avatar title="Ana Souza" badge={<span>Online</span>} />);
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('gives every size and shape its own look', () => {
    const frameClass = (props: Parameters<typeof Avatar>[0]) => {
      const { container, unmount } = render(<Avatar title="Ana" {...props} />);
      const className = container.querySelector('span')!.className;
      unmount();
      return className;
    };
    expect(new Set(avatarSizes.map((size) => frameClass({ size }))).size).toBe(avatarSizes.length);
    expect(new Set(avatarShapes.map((shape) => frameClass({ shape }))).size).toBe(
      avatarShapes.length,
    );
  });

  it('falls back to the default size and shape for unknown values, with warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container: byDefault } = render(<Avatar title="Ana" />);
    // @ts-expect-error — unknown options from untyped callers
    const { container: unknown } = render(<Avatar title="Ana" size="huge" shape="hexagon" />);
    expect(unknown.innerHTML).toBe(byDefault.innerHTML);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown size "huge"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown shape "hexagon"'));
    warn.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiTextProvider, resolveUiLocale, useUiText } from './UiTextProvider';

function CancelLabel() {
  const text = useUiText();
  return <span>{text('cancel')}</span>;
}

describe('UiTextProvider', () => {
  it('speaks English without a provider', () => {
    render(<CancelLabel />);
    expect(screen.getByText('Cancel')).toBeInTheDocument();
  });

  it('translates built-in strings into the given locale', () => {
    render(
      <UiTextProvider locale="fr">
        <CancelLabel />
      </UiTextProvider>,
    );
    expect(screen.getByText('Annuler')).toBeInTheDocument();
  });

  it("lets the app override a string's wording", () => {
    render(
      <UiTextProvider locale="en" overrides={{ cancel: 'Go back' }}>
        <CancelLabel />
      </UiTextProvider>,
    );
    expect(screen.getByText('Go back')).toBeInTheDocument();
  });

  it('falls back by base language, then to English', () => {
    expect(resolveUiLocale('pt-BR')).toBe('pt');
    expect(resolveUiLocale('zh-CN')).toBe('en');
    expect(resolveUiLocale('zh-TW')).toBe('zh-TW');
    expect(resolveUiLocale('de')).toBe('en');
  });
});

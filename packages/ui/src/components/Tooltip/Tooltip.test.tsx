import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { TOOLTIP_SHOW_DELAY_MS } from './tooltipOptions';
import { installFakeOverlayTimers } from '../../../test/support/fakeOverlayTimers';

const { setup, wait } = installFakeOverlayTimers();

function Example({ side }: { side?: 'top' | 'bottom' | 'start' | 'end' }) {
  return (
    <>
      <Tooltip content="Download the CSV template" side={side}>
        <Button aria-label="Download template">⇩</Button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Download template' });

describe('Tooltip', () => {
  it(`shows ${TOOLTIP_SHOW_DELAY_MS} ms after the pointer rests on the trigger, not before`, async () => {
    const user = setup();
    render(<Example />);
    await user.hover(trigger());
    await wait(TOOLTIP_SHOW_DELAY_MS - 50);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await wait(50);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Download the CSV template');
  });

  it('describes its trigger while shown', async () => {
    const user = setup();
    render(<Example />);
    await user.hover(trigger());
    await wait(TOOLTIP_SHOW_DELAY_MS);
    expect(trigger()).toHaveAccessibleDescription('Download the CSV template');
  });

  it('is not shown if the pointer leaves before the delay', async () => {
    const user = setup();
    render(<Example />);
    await user.hover(trigger());
    await wait(100);
    await user.unhover(trigger());
    await wait(TOOLTIP_SHOW_DELAY_MS);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus and hides on Escape', async () => {
    const user = setup();
    render(<Example />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides when focus leaves the trigger', async () => {
    const user = setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on a touch tap and stays until the next tap outside', async () => {
    const user = setup();
    render(<Example />);
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    await wait(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Download the CSV template');
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Elsewhere' }),
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('hides on a second tap of its trigger', async () => {
    const user = setup();
    render(<Example />);
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: trigger() });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is placed on top by default', async () => {
    const user = setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-side', 'top');
  });

  it('places start and end by the reading direction', async () => {
    const user = setup();
    const { unmount } = render(<Example side="end" />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-side', 'right');
    unmount();
    render(
      <div dir="rtl" style={{ direction: 'rtl' }}>
        <Example side="end" />
      </div>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-side', 'left');
  });

  it('falls back to the top side for an unknown value, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    // @ts-expect-error — an unknown side from untyped callers
    render(<Example side="above" />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-side', 'top');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown side "above"'));
    warn.mockRestore();
  });
});

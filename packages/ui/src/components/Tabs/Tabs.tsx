import {
  forwardRef,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Unique among the tabs; the tabs' `value`. */
  id: string;
  label: ReactNode;
  /** The panel shown while this tab is selected. Not used by link tabs: the route shows the page. */
  content?: ReactNode;
  disabled?: boolean;
  /** Where a link tab goes (link tabs only). */
  href?: string;
}

/** What a link tab's element needs, whatever renders it (`<a>`, a router's `Link`…). */
export interface TabLinkProps {
  className: string;
  'aria-current': 'page' | undefined;
  children: ReactNode;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'defaultValue'> {
  tabs: readonly TabItem[];
  /** Names the tab list (or the navigation landmark of link tabs) for screen readers. */
  label: string;
  /** Controlled: the id of the selected tab (of the current route, for link tabs). */
  value?: string;
  /** Uncontrolled: the tab selected first; the first enabled tab by default. */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /**
   * Link tabs: a `<nav>` of links, the current one with `aria-current="page"`, for tabs that are
   * routes. Implied by `renderTab`.
   */
  asLink?: boolean;
  /** Renders one link tab, e.g. `(tab, props) => <Link to={tab.href} {...props} />`; `<a href>` by default. */
  renderTab?: (tab: TabItem, props: TabLinkProps) => ReactNode;
}

/** Reads the direction where it applies, so an app's `dir` anywhere above is respected. */
function isRightToLeft(element: HTMLElement): boolean {
  const direction =
    getComputedStyle(element).direction || element.closest('[dir]')?.getAttribute('dir');
  return direction === 'rtl';
}

/** The next enabled tab from `from`, `step` 1 or -1, wrapping round at the ends. */
function nextEnabled(tabs: readonly TabItem[], from: number, step: 1 | -1): TabItem | undefined {
  for (let offset = 1; offset <= tabs.length; offset += 1) {
    const tab = tabs[(from + step * offset + tabs.length * offset) % tabs.length];
    if (tab && !tab.disabled) return tab;
  }
  return undefined;
}

/**
 * Tabs after the WAI-ARIA tabs pattern: arrow keys move between tabs (swapped in right-to-left),
 * Home and End go to the first and last, and a tab is selected as soon as it gets focus. With
 * `asLink` or `renderTab`, a `<nav>` of links instead, for tabs that are routes.
 */
export const Tabs = forwardRef<HTMLElement, TabsProps>(function Tabs(
  {
    tabs,
    label,
    value,
    defaultValue,
    onValueChange,
    asLink = false,
    renderTab,
    className,
    ...rest
  },
  ref,
) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLElement>());
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const wanted = value ?? uncontrolledValue;
  const selectedId =
    tabs.find((tab) => tab.id === wanted && !tab.disabled)?.id ??
    tabs.find((tab) => !tab.disabled)?.id;
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (asLink || renderTab) {
    return (
      <nav ref={ref} aria-label={label} className={rootClass} {...rest}>
        <ul className={styles.list}>
          {tabs.map((tab) => {
            const linkProps: TabLinkProps = {
              className: styles.tab,
              // Only the route's own tab: nothing is current when `value` matches no tab.
              'aria-current': tab.id === wanted ? 'page' : undefined,
              children: tab.label,
            };
            return (
              <li key={tab.id} className={styles.item}>
                {tab.disabled ? (
                  <span className={styles.tab} data-disabled="">
                    {tab.label}
                  </span>
                ) : renderTab ? (
                  renderTab(tab, linkProps)
                ) : (
                  <a
                    href={tab.href}
                    className={linkProps.className}
                    aria-current={linkProps['aria-current']}
                  >
                    {tab.label}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (id === selectedId) return;
    if (value === undefined) setUncontrolledValue(id);
    onValueChange?.(id);
  };

  const onKeyDown = (from: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = isRightToLeft(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? nextEnabled(tabs, from, 1)
        : event.key === backward
          ? nextEnabled(tabs, from, -1)
          : event.key === 'Home'
            ? nextEnabled(tabs, -1, 1)
            : event.key === 'End'
              ? nextEnabled(tabs, tabs.length, -1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(target.id)?.focus();
    // Automatic activation: the focused tab is the selected tab.
    select(target.id);
  };

  return (
    // The root is a <div> here and a <nav> for link tabs: the ref type is their common HTMLElement.
    <div ref={ref as Ref<HTMLDivElement>} className={rootClass} {...rest}>
      {/* A tab list must hold tabs: with none, there is nothing to show. */}
      {tabs.length > 0 ? (
        <div role="tablist" aria-label={label} className={styles.list}>
          {tabs.map((tab, index) => {
            const selected = tab.id === selectedId;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                className={styles.tab}
                aria-selected={selected}
                aria-controls={tab.content !== undefined ? panelId(tab.id) : undefined}
                // Roving tab stop: Tab enters the list on the selected tab, arrows move within.
                tabIndex={selected ? 0 : -1}
                disabled={tab.disabled}
                onClick={() => select(tab.id)}
                onKeyDown={(event) => onKeyDown(index, event)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      ) : null}
      {tabs.map((tab) =>
        tab.content !== undefined ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            className={styles.panel}
            hidden={tab.id !== selectedId}
            tabIndex={0}
          >
            {tab.content}
          </div>
        ) : null,
      )}
    </div>
  );
});

import {
  memo,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Heading, TooltipTrigger, VisuallyHidden } from 'react-aria-components';
import { IconButton } from '../Button';
import { IconChevronDown, IconClose, IconFolder, IconSearch } from '../icons';
import {
  badgeCount,
  badgeText,
  containsPath,
  filterMenu,
  isCurrent,
  MENU_FILTER_MIN_ENTRIES,
  type MenuBadges,
  type MenuItem,
  type MenuMatch,
  menuEntries,
} from './menu';
import {
  Badge,
  EntryButton,
  EntryLink,
  FilterInfo,
  FilterRoot,
  MenuList,
  OverlayBackdrop,
  OverlayDialog,
  OverlayHeader,
  OverlayModal,
  Panel,
  StyledTooltip,
} from './Sidebar.styles';

/**
 * 'docked' beside the page (full when open, icons only when closed: desktop); 'overlay' over it
 * (nothing when closed: mobile); 'tablet' the icons beside the page when closed and the full menu
 * over the page when open, so the page never gets narrower (768-991 px).
 */
export type SidebarLayout = 'docked' | 'overlay' | 'tablet';

export interface SidebarProps {
  menus: readonly MenuItem[];
  badges?: MenuBadges;
  /** The current location's path; its entry is marked `aria-current="page"`. */
  currentPath?: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  layout: SidebarLayout;
  /** The navigation's accessible name. */
  'aria-label'?: string;
  /** The id the menu button points at with `aria-controls`. */
  id?: string;
  /**
   * Groups open at first (by key), besides the one holding the current page; e.g. every group,
   * so that each entry is one click away.
   */
  defaultExpandedKeys?: Iterable<string>;
  /**
   * The menu filter ('Cari menu': type to filter the titles, '/' or Ctrl+K focuses it, Escape
   * clears it, arrow keys walk the results). Shown by default from `MENU_FILTER_MIN_ENTRIES`
   * entries on; true or false forces it.
   */
  showFilter?: boolean;
}

/** The filter's accessible name and placeholder. */
export const MENU_FILTER_LABEL = 'Cari menu';

/** Whether a key press lands in something that takes text ('/' is typed there, not a shortcut). */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/** The label with its matched parts marked. */
function Highlighted({ text, ranges }: { text: string; ranges: MenuMatch['ranges'] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Moves focus among the result links: arrows, Home and End; up from the first goes back to the box. */
function moveInResults(
  event: ReactKeyboardEvent<HTMLElement>,
  list: HTMLElement | null,
  input: HTMLInputElement | null,
): boolean {
  const links = list ? [...list.querySelectorAll<HTMLElement>('a[href]')] : [];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLElement);
  let next: HTMLElement | null | undefined;
  if (event.key === 'ArrowDown') next = links[Math.min(at + 1, links.length - 1)];
  else if (event.key === 'ArrowUp') next = at <= 0 ? input : links[at - 1];
  else if (event.key === 'Home') next = links[0];
  else if (event.key === 'End') next = links[links.length - 1];
  else return false;
  event.preventDefault();
  next?.focus();
  return true;
}

/** What every entry calls back; one object for the sidebar's life (entries stay memoised). */
interface TreeHandlers {
  onToggle: (key: string) => void;
  onOpenGroup: (key: string) => void;
  onNavigate: () => void;
}

interface TreeProps {
  items: readonly MenuItem[];
  badges: MenuBadges | undefined;
  currentPath: string | undefined;
  isMini: boolean;
  expanded: ReadonlySet<string>;
  handlers: TreeHandlers;
}

/**
 * Whether an entry looks the same with `b` as with `a`: a navigation redraws only the entries it
 * leaves and enters (and their groups), a new badge count only the entries it changes. Without
 * this every entry (a hundred React Aria links) redrew on every navigation.
 */
function sameEntry(a: TreeProps & { item: MenuItem }, b: TreeProps & { item: MenuItem }): boolean {
  if (a.item !== b.item || a.isMini !== b.isMini || a.handlers !== b.handlers) return false;
  const key = a.item.key;
  if (a.expanded !== b.expanded && a.expanded.has(key) !== b.expanded.has(key)) return false;
  if (a.item.children?.length && a.expanded !== b.expanded) {
    // A group's entries are drawn only while it is open; it passes the set on to them.
    if (b.expanded.has(key)) return false;
  }
  if (a.currentPath !== b.currentPath) {
    if (containsPath(a.item, a.currentPath) || containsPath(b.item, b.currentPath)) return false;
  }
  if (a.badges !== b.badges) {
    const counts = (item: MenuItem): boolean =>
      badgeCount(item, a.badges) === badgeCount(item, b.badges) &&
      (item.children ?? []).every(counts);
    if (!counts(a.item)) return false;
  }
  return true;
}

function pendingText(count: string): string {
  return `${count} menunggu`;
}

// The inner function has its own name: inside a function expression named `Entry`, `Entry` is
// that function, and a group's entries would be drawn unmemoised (every entry of an open group
// redrew on every navigation into or out of it).
const Entry = memo(function MenuEntry({ item, ...tree }: TreeProps & { item: MenuItem }) {
  const count = badgeCount(item, tree.badges);
  const icon = <span data-part="icon">{item.icon ?? <IconFolder />}</span>;
  const badge =
    count > 0 ? (
      <Badge aria-hidden={tree.isMini || undefined}>
        {badgeText(count)}
        {tree.isMini ? null : <VisuallyHidden> menunggu</VisuallyHidden>}
      </Badge>
    ) : null;
  const miniName = count > 0 ? `${item.label}, ${pendingText(badgeText(count))}` : item.label;
  const current = item.href && tree.currentPath ? isCurrent(item.href, tree.currentPath) : false;

  if (item.children?.length) {
    const isExpanded = tree.expanded.has(item.key) && !tree.isMini;
    const groupId = `ds-menu-${item.key}`;
    const trigger = (
      <EntryButton
        data-mini={tree.isMini || undefined}
        aria-expanded={tree.isMini ? undefined : isExpanded}
        aria-controls={isExpanded ? groupId : undefined}
        aria-label={tree.isMini ? miniName : undefined}
        onPress={() =>
          tree.isMini ? tree.handlers.onOpenGroup(item.key) : tree.handlers.onToggle(item.key)
        }
      >
        {icon}
        {tree.isMini ? null : <span data-part="label">{item.label}</span>}
        {badge}
        {tree.isMini ? null : (
          <span data-part="chevron" aria-hidden="true">
            <IconChevronDown />
          </span>
        )}
      </EntryButton>
    );
    return (
      <li>
        {tree.isMini ? (
          <TooltipTrigger delay={300}>
            {trigger}
            <StyledTooltip placement="end" offset={8}>
              {miniName}
            </StyledTooltip>
          </TooltipTrigger>
        ) : (
          trigger
        )}
        {isExpanded ? (
          <MenuList id={groupId}>
            {item.children.map((child) => (
              <Entry key={child.key} item={child} {...tree} />
            ))}
          </MenuList>
        ) : null}
      </li>
    );
  }

  const link = (
    <EntryLink
      href={item.href}
      data-mini={tree.isMini || undefined}
      aria-current={current ? 'page' : undefined}
      aria-label={tree.isMini ? miniName : undefined}
      onPress={tree.handlers.onNavigate}
    >
      {icon}
      {tree.isMini ? null : <span data-part="label">{item.label}</span>}
      {badge}
    </EntryLink>
  );
  return (
    <li>
      {tree.isMini ? (
        <TooltipTrigger delay={300}>
          {link}
          <StyledTooltip placement="end" offset={8}>
            {miniName}
          </StyledTooltip>
        </TooltipTrigger>
      ) : (
        link
      )}
    </li>
  );
}, sameEntry);

function expandedAtPath(menus: readonly MenuItem[], path: string | undefined): Set<string> {
  return new Set(
    menus.filter((m) => m.children?.length && containsPath(m, path)).map((m) => m.key),
  );
}

/**
 * The menu tree. Docked (992 px and wider): open shows icons and labels, closed is the mini mode
 * (icons only, labels as tooltips). Overlay (under 768 px): closed shows nothing, open is a modal
 * panel (focus trapped, Escape or the backdrop closes it). Tablet (768-991 px): the mini mode stays
 * beside the page, and open is the overlay's modal panel over it (the page keeps its width;
 * choosing an entry closes it). A long menu has a filter on top
 * ('Cari menu'; '/' or Ctrl+K from anywhere, which opens a closed menu first): typing lists the
 * matching entries with their group and the matched part marked, arrow keys walk them, Enter
 * opens the first, Escape clears.
 */
export function Sidebar({
  menus,
  badges,
  currentPath,
  isOpen,
  onOpenChange,
  layout,
  id,
  'aria-label': ariaLabel = 'Menu utama',
  defaultExpandedKeys,
  showFilter,
}: SidebarProps) {
  const [expanded, setExpanded] = useState(
    () => new Set([...expandedAtPath(menus, currentPath), ...(defaultExpandedKeys ?? [])]),
  );
  // Navigating into a group opens it (the same set when it is open already).
  useEffect(() => {
    const wanted = expandedAtPath(menus, currentPath);
    setExpanded((now) =>
      [...wanted].every((k) => now.has(k)) ? now : new Set([...now, ...wanted]),
    );
  }, [menus, currentPath]);

  /** The panel beside the page shows icons only: a closed docked menu, and always on a tablet. */
  const isMini = (layout === 'docked' && !isOpen) || layout === 'tablet';
  const floats = layout !== 'docked';
  // The handlers read the latest props through a ref, so they stay one object.
  const latest = useRef({ floats, onOpenChange });
  latest.current = { floats, onOpenChange };
  const handlers = useMemo<TreeHandlers>(
    () => ({
      onToggle: (key) =>
        setExpanded((now) => {
          const next = new Set(now);
          if (next.has(key)) next.delete(key);
          else next.add(key);
          return next;
        }),
      onOpenGroup: (key) => {
        setExpanded((now) => (now.has(key) ? now : new Set([...now, key])));
        latest.current.onOpenChange(true);
      },
      onNavigate: () => {
        if (latest.current.floats) latest.current.onOpenChange(false);
      },
    }),
    [],
  );
  const treeFor = (mini: boolean): TreeProps => ({
    items: menus,
    badges,
    currentPath,
    isMini: mini,
    expanded,
    handlers,
  });

  // The menu filter.
  const entryCount = useMemo(() => menuEntries(menus).length, [menus]);
  const hasFilter = showFilter ?? entryCount >= MENU_FILTER_MIN_ENTRIES;
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterMenu(menus, query), [menus, query]);
  // Only the full menu filters (open: docked, over the page on a phone or a tablet).
  const isFiltering = hasFilter && query.trim() !== '' && isOpen;
  const filterInput = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLUListElement>(null);
  const resultsId = useId();
  const [focusRequest, setFocusRequest] = useState(0);

  // '/' (outside text fields) or Ctrl+K / Cmd+K opens the menu if needed and focuses the filter.
  // A layout effect: the shortcut listens from the first paint (a passive effect may run after
  // it, and a key pressed in between, e.g. right after the page shows, would be lost).
  useLayoutEffect(() => {
    if (!hasFilter) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const modified = event.ctrlKey || event.metaKey;
      const isCtrlK = modified && event.key.toLowerCase() === 'k';
      const isSlash = event.key === '/' && !modified && !takesText(event.target);
      if (!isCtrlK && !isSlash) return;
      // Not from inside another dialog (a confirmation, a form in a modal): it keeps the focus.
      const active = document.activeElement;
      const dialog =
        active instanceof Element ? active.closest('[role="dialog"], [role="alertdialog"]') : null;
      if (dialog && !dialog.contains(filterInput.current)) return;
      event.preventDefault();
      // An open menu takes the focus at once, so the keys typed right after land in the box.
      if (isOpen && filterInput.current) {
        filterInput.current.focus();
        filterInput.current.select();
        return;
      }
      if (!isOpen) onOpenChange(true);
      setFocusRequest((n) => n + 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hasFilter, isOpen, onOpenChange]);
  useEffect(() => {
    if (focusRequest === 0 || !isOpen) return;
    const frame = requestAnimationFrame(() => {
      filterInput.current?.focus();
      filterInput.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, isOpen]);

  const clearFilter = (event?: { preventDefault(): void; stopPropagation(): void }) => {
    event?.preventDefault();
    // Escape with text clears it and keeps an overlay open; on an empty box it closes the overlay.
    event?.stopPropagation();
    setQuery('');
    filterInput.current?.focus();
  };
  const onFilterKey = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') clearFilter(event);
    else if (event.key === 'ArrowDown' && isFiltering) {
      const first = results.current?.querySelector<HTMLElement>('a[href]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    } else if (event.key === 'Enter' && isFiltering) {
      // Enter opens the first result.
      const first = results.current?.querySelector<HTMLElement>('a[href]');
      if (first) {
        event.preventDefault();
        first.click();
      }
    }
  };

  const filterBoxFor = (mini: boolean) =>
    !hasFilter ? null : mini ? (
      <IconButton
        aria-label={`${MENU_FILTER_LABEL} (/)`}
        aria-keyshortcuts="/ Control+K"
        icon={<IconSearch />}
        onPress={() => {
          onOpenChange(true);
          setFocusRequest((n) => n + 1);
        }}
      />
    ) : (
      <FilterRoot role="search">
        <span data-part="icon" aria-hidden="true">
          <IconSearch />
        </span>
        {/* A text box (not type=search) in a search landmark: the page's own list search stays
            the one searchbox, Escape is handled here. */}
        <input
          ref={filterInput}
          type="text"
          enterKeyHint="go"
          aria-label={MENU_FILTER_LABEL}
          aria-controls={isFiltering ? resultsId : undefined}
          aria-keyshortcuts="/ Control+K"
          placeholder={`${MENU_FILTER_LABEL}…`}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onFilterKey}
        />
        {query === '' ? (
          <kbd data-part="hint" aria-hidden="true" title="Tekan / untuk mencari menu">
            /
          </kbd>
        ) : null}
      </FilterRoot>
    );

  const afterChoosing = () => {
    setQuery('');
    handlers.onNavigate();
  };

  // The tree stays mounted (hidden) while the filter lists its results: choosing a result clears
  // the filter, and showing the tree again is then a change of one attribute, not the render of
  // every entry of a large menu in the same moment as the chosen screen.
  const listFor = (mini: boolean) => (
    <>
      {isFiltering && !mini ? (
        <>
          <FilterInfo role="status">
            {matches.length > 0
              ? `${matches.length} menu cocok`
              : `Tidak ada menu yang cocok dengan '${query.trim()}'.`}
          </FilterInfo>
          <MenuList
            ref={results}
            id={resultsId}
            aria-label="Hasil pencarian menu"
            onKeyDown={(event) => {
              if (event.key === 'Escape') clearFilter(event);
              else moveInResults(event, results.current, filterInput.current);
            }}
          >
            {matches.map(({ item, group, ranges }) => {
              const count = badgeCount(item, badges);
              const name = [
                item.label,
                group ? ` (${group.label})` : '',
                count > 0 ? `, ${pendingText(badgeText(count))}` : '',
              ].join('');
              return (
                <li key={item.key}>
                  <EntryLink
                    href={item.href}
                    aria-label={name}
                    aria-current={
                      item.href && currentPath && isCurrent(item.href, currentPath)
                        ? 'page'
                        : undefined
                    }
                    onPress={afterChoosing}
                  >
                    <span data-part="icon">{item.icon ?? group?.icon ?? <IconFolder />}</span>
                    <span data-part="label">
                      <span>
                        <Highlighted text={item.label} ranges={ranges} />
                      </span>
                      {group ? <small data-part="group">{group.label}</small> : null}
                    </span>
                    {count > 0 ? <Badge aria-hidden="true">{badgeText(count)}</Badge> : null}
                  </EntryLink>
                </li>
              );
            })}
          </MenuList>
        </>
      ) : null}
      <MenuList hidden={(isFiltering && !mini) || undefined}>
        {menus.map((item) => (
          <Entry key={item.key} item={item} {...treeFor(mini)} />
        ))}
      </MenuList>
    </>
  );

  // The full menu over the page (mobile, and a tablet's opened menu): a modal panel.
  const overlay = (
    <OverlayBackdrop isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <OverlayModal>
        <OverlayDialog aria-label={ariaLabel} id={id}>
          <OverlayHeader>
            <Heading slot="title">{ariaLabel}</Heading>
            <IconButton
              aria-label="Tutup menu"
              icon={<IconClose />}
              onPress={() => onOpenChange(false)}
            />
          </OverlayHeader>
          <Panel aria-label={ariaLabel}>
            {filterBoxFor(false)}
            {listFor(false)}
          </Panel>
        </OverlayDialog>
      </OverlayModal>
    </OverlayBackdrop>
  );

  if (layout === 'overlay') return overlay;

  // Beside the page: docked (full or mini), or a tablet's icons with the full menu over the page.
  return (
    <>
      <Panel
        id={layout === 'tablet' && isOpen ? undefined : id}
        aria-label={ariaLabel}
        data-mini={isMini || undefined}
      >
        {filterBoxFor(isMini)}
        {listFor(isMini)}
      </Panel>
      {layout === 'tablet' ? overlay : null}
    </>
  );
}

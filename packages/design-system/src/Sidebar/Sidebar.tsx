import { useEffect, useState } from 'react';
import { Heading, TooltipTrigger, VisuallyHidden } from 'react-aria-components';
import { IconButton } from '../Button';
import { IconChevronDown, IconClose, IconFolder } from '../icons';
import {
  badgeCount,
  badgeText,
  containsPath,
  isCurrent,
  type MenuBadges,
  type MenuItem,
} from './menu';
import {
  Badge,
  EntryButton,
  EntryLink,
  MenuList,
  OverlayBackdrop,
  OverlayDialog,
  OverlayHeader,
  OverlayModal,
  Panel,
  StyledTooltip,
} from './Sidebar.styles';

/** 'docked' beside the page (full when open, icons only when closed); 'overlay' over it (mobile). */
export type SidebarLayout = 'docked' | 'overlay';

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
}

interface TreeProps {
  items: readonly MenuItem[];
  badges: MenuBadges | undefined;
  currentPath: string | undefined;
  isMini: boolean;
  expanded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onOpenGroup: (key: string) => void;
  onNavigate: () => void;
}

function pendingText(count: string): string {
  return `${count} menunggu`;
}

function Entry({ item, ...tree }: TreeProps & { item: MenuItem }) {
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
        onPress={() => (tree.isMini ? tree.onOpenGroup(item.key) : tree.onToggle(item.key))}
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
      onPress={tree.onNavigate}
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
}

function expandedAtPath(menus: readonly MenuItem[], path: string | undefined): Set<string> {
  return new Set(
    menus.filter((m) => m.children?.length && containsPath(m, path)).map((m) => m.key),
  );
}

/**
 * The menu tree. Docked (768 px and wider): open shows icons and labels, closed is the mini mode
 * (icons only, labels as tooltips). Overlay (under 768 px): closed shows nothing, open is a modal
 * panel (focus trapped, Escape or the backdrop closes it).
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
}: SidebarProps) {
  const [expanded, setExpanded] = useState(
    () => new Set([...expandedAtPath(menus, currentPath), ...(defaultExpandedKeys ?? [])]),
  );
  // Navigating into a group opens it.
  useEffect(() => {
    const wanted = expandedAtPath(menus, currentPath);
    if (wanted.size === 0) return;
    setExpanded((now) => new Set([...now, ...wanted]));
  }, [menus, currentPath]);

  const isMini = layout === 'docked' && !isOpen;
  const tree: TreeProps = {
    items: menus,
    badges,
    currentPath,
    isMini,
    expanded,
    onToggle: (key) =>
      setExpanded((now) => {
        const next = new Set(now);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    onOpenGroup: (key) => {
      setExpanded((now) => new Set([...now, key]));
      onOpenChange(true);
    },
    onNavigate: () => {
      if (layout === 'overlay') onOpenChange(false);
    },
  };

  const list = (
    <MenuList>
      {menus.map((item) => (
        <Entry key={item.key} item={item} {...tree} />
      ))}
    </MenuList>
  );

  if (layout === 'overlay') {
    return (
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
            <Panel aria-label={ariaLabel}>{list}</Panel>
          </OverlayDialog>
        </OverlayModal>
      </OverlayBackdrop>
    );
  }

  return (
    <Panel id={id} aria-label={ariaLabel} data-mini={isMini || undefined}>
      {list}
    </Panel>
  );
}

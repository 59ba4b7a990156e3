import { type ReactNode, useState } from 'react';
import { Breadcrumb, Link } from 'react-aria-components';
import { Button, LinkButton } from '../Button';
import { IconDownload, IconPlus } from '../icons';
import { ProgressBar } from '../ProgressBar';
import {
  ActionBar,
  ExportProgress,
  HeaderRoot,
  PageTitle,
  StyledBreadcrumbs,
  TitleBlock,
} from './PageHeader.styles';

export interface BreadcrumbItem {
  label: string;
  /** Omit on the current page (the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  title: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  /**
   * The role's add permission: true shows the add button 'Tambah', false shows the list button
   * (spec 2.15).
   */
  canAdd: boolean;
  /** Where 'Tambah' goes (the add form), or use `onAdd`. */
  addHref?: string;
  onAdd?: () => void;
  /** Where the list button goes (shown when `canAdd` is false). */
  listHref?: string;
  listLabel?: string;
  /** Prepares the export file; the button shows a progress bar until the promise settles. */
  onExport?: () => Promise<void>;
  /** Progress of the export in percent while it runs (indeterminate when omitted). */
  exportProgress?: number;
  /** More actions, placed before the standard ones. */
  actions?: ReactNode;
}

/** The page title, breadcrumb and the page's main actions (add or list, export). */
export function PageHeader({
  title,
  breadcrumbs,
  canAdd,
  addHref,
  onAdd,
  listHref,
  listLabel = 'Daftar',
  onExport,
  exportProgress,
  actions,
}: PageHeaderProps) {
  const [isExporting, setExporting] = useState(false);
  const runExport = async () => {
    if (!onExport || isExporting) return;
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };

  const addButton = addHref ? (
    <LinkButton href={addHref}>
      <IconPlus />
      Tambah
    </LinkButton>
  ) : onAdd ? (
    <Button onPress={onAdd}>
      <IconPlus />
      Tambah
    </Button>
  ) : null;

  return (
    <HeaderRoot>
      <TitleBlock>
        {breadcrumbs?.length ? (
          <nav aria-label="Breadcrumb">
            <StyledBreadcrumbs>
              {breadcrumbs.map((crumb, index) => (
                <Breadcrumb key={`${crumb.href ?? ''}#${crumb.label}`}>
                  {crumb.href || index === breadcrumbs.length - 1 ? (
                    <Link href={crumb.href}>{crumb.label}</Link>
                  ) : (
                    <span>{crumb.label}</span>
                  )}
                </Breadcrumb>
              ))}
            </StyledBreadcrumbs>
          </nav>
        ) : null}
        <PageTitle>{title}</PageTitle>
      </TitleBlock>
      <ActionBar>
        {actions}
        {onExport ? (
          <>
            {isExporting ? (
              <ExportProgress>
                <ProgressBar
                  label="Menyiapkan berkas"
                  size="sm"
                  value={exportProgress}
                  isIndeterminate={exportProgress === undefined}
                />
              </ExportProgress>
            ) : null}
            <Button variant="secondary" isPending={isExporting} onPress={runExport}>
              {isExporting ? null : <IconDownload />}
              Ekspor
            </Button>
          </>
        ) : null}
        {canAdd ? (
          addButton
        ) : listHref ? (
          <LinkButton href={listHref} variant="secondary">
            {listLabel}
          </LinkButton>
        ) : null}
      </ActionBar>
    </HeaderRoot>
  );
}

/**
 * Every committed screenshot baseline (`src/<Component>/__screenshots__/<test file>/<name>-chromium-linux.png`)
 * and the story it is taken from, for the 'Foundations/Visual baselines' page, which shows each
 * baseline beside the story's current render. A unit test keeps this list and the PNGs in step.
 */
export interface Baseline {
  /** The screenshot's name (`toMatchScreenshot(name)`). */
  name: string;
  /** The component folder holding the PNG. */
  folder: string;
  /** The stories file (in that folder) and the export the screenshot is taken from. */
  storiesFile: string;
  exportName: string;
  /** The story's id in Storybook. */
  storyId: string;
}

const b = (
  name: string,
  folder: string,
  storiesFile: string,
  exportName: string,
  storyId: string,
): Baseline => ({ name, folder, storiesFile, exportName, storyId });

export const baselines: readonly Baseline[] = [
  b(
    'shell-800-tablet',
    'AppShell',
    'AppShell/AppShell.stories.tsx',
    'Tablet800',
    'chrome-appshell--tablet-800',
  ),
  b(
    'shell-800-tablet-open',
    'AppShell',
    'AppShell/AppShell.stories.tsx',
    'Tablet800Open',
    'chrome-appshell--tablet-800-open',
  ),
  b(
    'shell-footer-copyright',
    'AppShell',
    'AppShell/AppShell.stories.tsx',
    'WithCopyright',
    'chrome-appshell--with-copyright',
  ),
  b('button-matrix', 'Button', 'Button/Button.stories.tsx', 'Matrix', 'actions-button--matrix'),
  b(
    'charts-line-table',
    'Charts',
    'Charts/Charts.stories.tsx',
    'Playground',
    'data-charts--playground',
  ),
  b('charts-bar', 'Charts', 'Charts/Charts.stories.tsx', 'Bars', 'data-charts--bars'),
  b('charts-donut', 'Charts', 'Charts/Charts.stories.tsx', 'Donut', 'data-charts--donut'),
  b(
    'data-table-desktop-1280',
    'DataTable',
    'DataTable/DataTable.stories.tsx',
    'Desktop1280',
    'data-datatable--desktop-1280',
  ),
  b(
    'data-table-mobile-375',
    'DataTable',
    'DataTable/DataTable.stories.tsx',
    'Mobile375',
    'data-datatable--mobile-375',
  ),
  b(
    'data-table-empty',
    'DataTable',
    'DataTable/DataTable.stories.tsx',
    'Empty',
    'data-datatable--empty',
  ),
  b(
    'dialog-blocked-with-validation',
    'Dialog',
    'Dialog/Dialog.stories.tsx',
    'BlockedWithValidation',
    'feedback-dialogs--blocked-with-validation',
  ),
  b(
    'dialog-confirm-delete',
    'Dialog',
    'Dialog/Dialog.stories.tsx',
    'ConfirmDeleteOpen',
    'feedback-dialogs--confirm-delete-open',
  ),
  b(
    'dialog-error-400',
    'Dialog',
    'Dialog/Dialog.stories.tsx',
    'Error400',
    'feedback-dialogs--error-400',
  ),
  b(
    'rich-text-editor-filled',
    'RichTextEditor',
    'RichTextEditor/RichTextEditor.stories.tsx',
    'Filled',
    'inputs-richtexteditor--filled',
  ),
  b(
    'scale-gcs-adult',
    'Scales',
    'Scales/Scales.stories.tsx',
    'GcsAdult',
    'clinical-scales--gcs-adult',
  ),
  b('scale-pain', 'Scales', 'Scales/Scales.stories.tsx', 'Pain', 'clinical-scales--pain'),
  b(
    'scale-fall-risk-geriatric',
    'Scales',
    'Scales/Scales.stories.tsx',
    'FallRiskGeriatric',
    'clinical-scales--fall-risk-geriatric',
  ),
  b(
    'sidebar-1280',
    'Sidebar',
    'AppShell/AppShell.stories.tsx',
    'Desktop1280',
    'chrome-appshell--desktop-1280',
  ),
  b(
    'sidebar-375-overlay',
    'Sidebar',
    'AppShell/AppShell.stories.tsx',
    'Mobile375Open',
    'chrome-appshell--mobile-375-open',
  ),
  b(
    'status-chip-all',
    'StatusChip',
    'StatusChip/StatusChip.stories.tsx',
    'All',
    'status-statuschip--all',
  ),
  b(
    'status-chip-tones',
    'StatusChip',
    'StatusChip/StatusChip.stories.tsx',
    'Tones',
    'status-statuschip--tones',
  ),
  b(
    'pattern-worklist',
    'patterns',
    'patterns/Worklist.stories.tsx',
    'Default',
    'patterns-worklist--default',
  ),
  b(
    'pattern-printed-clinical-document',
    'patterns',
    'patterns/PrintedDocument.stories.tsx',
    'ClinicalDocument',
    'patterns-printed-document--clinical-document',
  ),
  b(
    'pattern-printed-patient-card',
    'patterns',
    'patterns/PrintedDocument.stories.tsx',
    'PatientCardPrint',
    'patterns-printed-document--patient-card-print',
  ),
];

/** The PNG's path under `src/`. */
export const baselinePath = (baseline: Baseline) =>
  `${baseline.folder}/__screenshots__/${baseline.folder}.visual.test.tsx/${baseline.name}-chromium-linux.png`;

/**
 * Reports and moderation: the Report entry of items' menus and its dialog, a member's own
 * reports, warnings shown once, administrators' suspension and link-right controls; the queue and the audit
 * log pages load lazily.
 */
export { useReport } from './report-menu-item';
export { MyReports } from './my-reports';
export { WarningsNotice } from './warnings-notice';
export { SuspensionControls } from './suspension-controls';
export { LinkRightControls } from './link-right-controls';
export { ReportButton } from './report-button';

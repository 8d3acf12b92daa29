import { Suspense, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { ReportDialogProps } from './report-dialog';

const ReportDialog = lazyNamed(() => import('./report-dialog'), 'ReportDialog', {
  drawnInBrowserOnly: true,
});

/**
 * The report dialog, loaded the first time it opens: most who read an item never report it,
 * and visitors cannot. Once loaded it stays, so it closes with its own transition.
 */
export function ReportDialogOnDemand(props: ReportDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}

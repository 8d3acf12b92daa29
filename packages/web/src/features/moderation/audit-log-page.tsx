import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { canReadAuditLog } from '@vantage/shared';
import { apiErrorText } from '../../api/client';
import { useCurrentUser } from '../../core/current-user';
import { usePageTitle } from '../../core/page-title';
import { auditLogQuery } from './moderation-api';
import { AUDIT_ACTION_WORDS, KIND_LABELS } from './moderation-words';

/** `/moderation/log`: every moderator's action, newest first, for administrators. */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const user = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: '1.8rem', mb: 2 }}>
        Audit log
      </Typography>
      {canReadAuditLog(user) ? (
        <Entries />
      ) : (
        <Alert severity="info">Only administrators read the audit log.</Alert>
      )}
    </Container>
  );
}

function Entries() {
  const query = useQuery(auditLogQuery());
  if (query.isPending) return <Typography>Loading…</Typography>;
  if (query.isError) return <Alert severity="error">{apiErrorText(query.error)}</Alert>;
  if (query.data.entries.length === 0) return <Alert severity="info">Nothing yet.</Alert>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Moderators’ actions, newest first">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>On</TableCell>
            <TableCell>Member</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {query.data.entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {new Date(entry.createdAt).toLocaleString()}
              </TableCell>
              <TableCell>{entry.actorName}</TableCell>
              <TableCell>{AUDIT_ACTION_WORDS[entry.action]}</TableCell>
              <TableCell>
                {KIND_LABELS[entry.targetKind]} {entry.targetId}
              </TableCell>
              <TableCell>{entry.targetUserName ?? '—'}</TableCell>
              <TableCell>{entry.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';

interface InUse {
  usedBy: Array<{ type: string; id: number; name: string }>;
}

/** `svc_resource_in_use` as the data provider rejects it (an `HttpError` whose body keeps the API's data). */
function inUseOf(error: unknown): InUse | null {
  const body = (error as { body?: { code?: string; data?: { usedBy?: InUse['usedBy'] } } })?.body;
  return body?.code === 'svc_resource_in_use' ? { usedBy: body.data?.usedBy ?? [] } : null;
}

/**
 * Delete, confirmed; when the API refuses because the record is in use (409 with `data.usedBy`), the
 * users are listed and a second confirmation deletes anyway (`force=true`), as the admin API allows.
 */
export function DeleteInUseButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  const [step, setStep] = useState<'idle' | 'confirm' | InUse>('idle');
  if (!record || record.id == null || !resource) return null;

  const remove = (force: boolean) => {
    setStep('idle');
    void deleteOne(
      resource,
      { id: record.id, previousData: record, meta: { force } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', resource);
        },
        onError: (error) => {
          const inUse = inUseOf(error);
          if (inUse && !force) setStep(inUse);
          else notify((error as Error).message, { type: 'error' });
        },
      },
    );
  };
  const users = typeof step === 'object' ? step.usedBy.map((use) => `${use.name} (${use.type})`).join(', ') : '';
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => setStep('confirm')}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm isOpen={step === 'confirm'} title={translate('ra.action.delete')} content={translate('ra.message.are_you_sure')} onConfirm={() => remove(false)} onClose={() => setStep('idle')} />
      <Confirm
        isOpen={typeof step === 'object'}
        title={translate('dcs.confirm.in_use_title')}
        content={translate('dcs.confirm.delete_in_use', { list: users })}
        confirm="dcs.confirm.delete_anyway"
        confirmColor="warning"
        onConfirm={() => remove(true)}
        onClose={() => setStep('idle')}
      />
    </>
  );
}

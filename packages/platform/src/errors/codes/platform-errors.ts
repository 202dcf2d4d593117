import { defineErrors } from '../error-definition.ts';

/** Errors of the facade services: settings, storage, queue, database. */
export const platformErrors = defineErrors({
  svc_setting_unknown: { status: 404, message: 'There is no setting {key}.' },
  svc_setting_invalid: { status: 400, message: 'The value of setting {key} is invalid: {reason}' },
  svc_storage_key_invalid: { status: 400, message: 'The storage key "{key}" is not allowed.' },
  svc_storage_not_found: { status: 404, message: 'No stored file has the key "{key}".' },
  svc_storage_unavailable: {
    status: 503,
    message: 'The file store could not be reached to {operation} "{key}", even after retrying; nothing was changed. Try again shortly.',
  },
  svc_storage_failed: { status: 502, message: 'The file store refused to {operation} "{key}" ({reason}); nothing was changed.' },
  // 503, not 409: the read succeeds when repeated, and queue jobs retry 5xx errors but give up on 4xx.
  svc_storage_changed: { status: 503, message: 'The stored file "{key}" was replaced while it was being read; try again.' },
  svc_storage_too_large: { status: 413, message: 'The file "{key}" is larger than the {limit} bytes the file store takes in one object.' },
  svc_queue_job_not_found: { status: 404, message: 'Queue job {id} was not found.' },
  svc_queue_job_not_retryable: { status: 409, message: 'Queue job {id} is {state}; only a failed job can be retried.' },
  svc_queue_job_failed: { status: 500, message: 'Queue job {id} failed.' },
  svc_queue_lease_lost: { status: 409, message: 'Queue job {id} was taken over by another worker.' },
  svc_migration_conflict: {
    status: 500,
    message: 'Migration {version} of {namespace} was applied as "{applied}" but is now named "{name}".',
  },
});

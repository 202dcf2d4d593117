import { defineErrors } from '../error-definition.ts';

/** The storefront's own API (`svc/v1` catalog and customer uploads). */
export const storefrontErrors = defineErrors({
  svc_upload_quota_exceeded: { status: 413, message: 'The upload is refused: {reason}. Delete photos you no longer need and try again.' },
  svc_upload_rate_limited: { status: 429, message: 'Your address has uploaded as much as it may this hour. Try again in {retryAfter} seconds.' },
  svc_upload_busy: { status: 429, message: 'The server is busy with other photos. Try again in {retryAfter} seconds.' },
  svc_upload_capacity_reached: { status: 503, message: 'The shop cannot keep more photos of visitors who have not ordered right now. Try again later.' },
  svc_upload_in_use: { status: 409, message: 'Upload {id} is used by {count} cart or order line(s) and is kept while they exist.' },
  svc_upload_not_yours: { status: 422, message: 'The design uses {ref}, which is not an upload of this visitor.' },
  svc_media_not_published: {
    status: 422,
    message: 'The design uses {ref}, a picture of the shop\'s media library that no template or option offers to customers.',
  },
});

import { defineErrors } from '../error-definition.ts';

/** Errors of the REST layer; the `rest_*` codes are the ones WordPress clients already understand. */
export const restErrors = defineErrors({
  rest_no_route: { status: 404, message: 'No route was found matching the URL and request method.' },
  rest_forbidden: { status: 403, message: 'Sorry, you are not allowed to do that.' },
  rest_not_logged_in: { status: 401, message: 'You are not currently logged in.' },
  rest_missing_nonce: {
    status: 401,
    message: 'You are signed in, but this request has no nonce: send the X-WP-Nonce header (or the _wpnonce field) with the nonce from your sign-in answer or the X-WP-Nonce header of any answer.',
  },
  rest_cookie_invalid_nonce: { status: 403, message: 'Cookie check failed: the nonce is invalid or expired.' },
  rest_invalid_param: { status: 400, message: 'Invalid parameter(s): {params}' },
  rest_param_alias_conflict: {
    status: 400,
    message: '{alias} is the deprecated name of {field} and was given with another value: send {field} only.',
  },
  rest_missing_callback_param: { status: 400, message: 'Missing parameter(s): {params}' },
  rest_invalid_json: { status: 400, message: 'Invalid JSON body passed.' },
  rest_unsupported_media_type: { status: 415, message: 'Unsupported content type "{contentType}".' },
  rest_payload_too_large: { status: 413, message: 'The request body is larger than the limit of {limit} bytes.' },
  rest_invalid_multipart: {
    status: 400,
    message: 'The multipart body could not be read ({details}): it needs a boundary and must end with the closing boundary.',
  },
  rest_request_aborted: {
    // nginx's "client closed request": nobody reads the answer, but logs and metrics can tell it apart.
    status: 499,
    message: 'The client closed the connection before the request body was complete.',
  },
  rest_cross_origin_refused: {
    status: 403,
    message: 'State-changing requests from another site are refused.',
  },
  rest_invalid_method_override: { status: 400, message: 'X-HTTP-Method-Override must be PUT, PATCH or DELETE.' },
  svc_internal_error: { status: 500, message: 'Something went wrong on the server. The error was logged.' },
  svc_not_found: { status: 404, message: 'The {resource} was not found.' },
  svc_conflict: { status: 409, message: '{reason}' },
});

/** Errors raised to extension authors when a route registration breaks the rules. */
export const routeErrors = defineErrors({
  svc_route_registration_closed: {
    status: 500,
    message: 'Route {route} was registered outside the svc_register_rest_routes action.',
  },
  svc_route_missing_permission_callback: {
    status: 500,
    message: 'Route {route} has no permission_callback; every extension route must decide who may call it.',
  },
  svc_route_duplicate: { status: 500, message: 'Route {route} ({method}) is already registered.' },
  svc_route_invalid: { status: 500, message: 'Route {route} is invalid: {reason}' },
  svc_service_not_declared: {
    status: 500,
    message: 'Service "{service}" is not declared in the requiresServices field of the manifest of "{addon}".',
  },
});

// The host's hooks are the platform's in-process implementation, which the SDK's addon test host
// shares (it lives in @dcs/platform because addons' own tests cannot import the server).
export { createHooksService } from '@dcs/platform';

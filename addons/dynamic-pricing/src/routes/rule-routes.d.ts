import { type AuthService, type RoutesService } from '@dcs/platform';
import type { RuleStore } from '../rules/rule-store.ts';
/**
 * Admin routes of the pricing rules: list, one, create or replace (POST with `id`), delete. Writes
 * need the admin nonce (enforced by the host on every POST).
 */
export declare function registerRuleRoutes(routes: RoutesService, deps: {
    auth: AuthService;
    rules: RuleStore;
}): void;

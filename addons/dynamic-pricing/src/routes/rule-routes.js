import { Type } from 'typebox';
import { RestResponse, listArgs, paginated, pageOf } from '@dcs/platform';
import { RULE_ARGS } from '../rules/rule-schema.js';
import { RuleResponseSchema } from './response-schemas.js';
const Id = Type.Integer({ minimum: 1 });
function ruleInput(params) {
    const fields = Object.keys(RULE_ARGS);
    return Object.fromEntries(fields.map((field) => [field, params[field]]));
}
/**
 * Admin routes of the pricing rules: list, one, create or replace (POST with `id`), delete. Writes
 * need the admin nonce (enforced by the host on every POST).
 */
export function registerRuleRoutes(routes, deps) {
    const { auth, rules } = deps;
    const admin = auth.permissions.admin();
    routes.registerRestRoute('svc/v1', '/pricing/rules', [
        {
            methods: 'GET',
            summary: 'Pricing rules in evaluation order (priority, then id).',
            permission_callback: admin,
            args: listArgs,
            response: Type.Array(RuleResponseSchema),
            callback: async (request) => {
                const all = await rules.list();
                const { offset, perPage } = pageOf(request.params);
                return paginated(all.slice(offset, offset + perPage), all.length, request.params);
            },
        },
        {
            methods: 'POST',
            summary: 'Creates a pricing rule, or replaces rule `id` entirely (omitted fields take their defaults).',
            permission_callback: admin,
            args: { id: { schema: Id, description: 'Replace this rule instead of creating one.' }, ...RULE_ARGS },
            response: RuleResponseSchema,
            callback: async (request) => {
                const id = request.params.id;
                const rule = await rules.save(ruleInput(request.params), id);
                return new RestResponse(rule, { status: id === undefined ? 201 : 200 });
            },
        },
    ]);
    routes.registerRestRoute('svc/v1', '/pricing/rules/{id}', {
        methods: 'GET',
        summary: 'One pricing rule.',
        permission_callback: admin,
        args: { id: { schema: Id, required: true } },
        response: RuleResponseSchema,
        callback: (request) => rules.get(request.params.id),
    });
    routes.registerRestRoute('svc/v1', '/pricing/rules/delete', {
        methods: 'POST',
        summary: 'Deletes a pricing rule; answers the deleted rule.',
        permission_callback: admin,
        args: { id: { schema: Id, required: true } },
        response: Type.Object({ deleted: Type.Literal(true), previous: RuleResponseSchema }),
        callback: async (request) => ({ deleted: true, previous: await rules.remove(request.params.id) }),
    });
}

import { type AssetsService, type ShopService, type StorageService } from '@dcs/platform';
import { type DesignDocument, type LayoutRule } from '@dcs/design';
import { type FieldConstraints } from './template-fields.ts';
import type { AssignmentRecord, FitReport, TemplateRecord, TemplateStore } from './template-store.ts';
/** What an admin sends to create or replace a template (already checked against the route schema). */
export interface TemplateBody {
    name: string;
    category?: string | null;
    tags?: string[];
    design: unknown;
    layout?: Record<string, LayoutRule>;
    fields?: Record<string, FieldConstraints>;
    minPpi?: number;
}
/** Options of {@link TemplateService.assign}. */
export interface AssignOptions {
    sideMap?: Record<string, string>;
    minPpi?: number;
    /** Only report the fit; store nothing. */
    dryRun?: boolean;
}
/** Dependencies of {@link createTemplateService}. */
export interface TemplateServiceDeps {
    store: TemplateStore;
    storage: StorageService;
    assets: AssetsService;
    shop: ShopService;
}
export declare const DEFAULT_TEMPLATE_MIN_PPI = 150;
/**
 * Templates and the change-product flow. Every design is validated, its fonts and assets loaded and its
 * thumbnail rendered before anything is stored, so a template that cannot be drawn is refused whole.
 */
export declare function createTemplateService(deps: TemplateServiceDeps): {
    requireTemplate: (id: number) => Promise<TemplateRecord>;
    create(body: TemplateBody): Promise<TemplateRecord>;
    replace(id: number, body: TemplateBody): Promise<TemplateRecord>;
    /** Deletes the template, its thumbnail and its assignments; returns those assignments (their mockups are the caller's). */
    remove(id: number): Promise<{
        template: TemplateRecord;
        assignments: AssignmentRecord[];
    }>;
    /**
     * Fits the template to the product's sides with its smart-layout rules and stores (or replaces)
     * the assignment. What no longer fits is reported, not refused: the admin decides.
     */
    assign(id: number, shopProductId: number, options?: AssignOptions): Promise<{
        template: TemplateRecord;
        design: DesignDocument;
        fit: FitReport;
        assignment: null;
        created: boolean;
    } | {
        template: TemplateRecord;
        design: DesignDocument;
        fit: FitReport;
        assignment: AssignmentRecord;
        created: boolean;
    }>;
};
/** The service's interface. */
export type TemplateService = ReturnType<typeof createTemplateService>;

import type { Clock, DatabaseService } from '@dcs/platform';
import type { DesignDocument, LayoutRule, RefitIssue, RefitPlacement } from '@dcs/design';
import type { FieldConstraints } from './template-fields.ts';
/** A stored design template. */
export interface TemplateRecord {
    id: number;
    name: string;
    category: string | null;
    tags: string[];
    design: DesignDocument;
    /** Smart-layout rule per top-level element id. */
    layout: Record<string, LayoutRule>;
    /** Constraints per placeholder element id. */
    fields: Record<string, FieldConstraints>;
    /** Resolution images must keep when the template is fitted to a product. */
    minPpi: number;
    thumbnailKey: string | null;
    createdAt: number;
    updatedAt: number;
}
/** What fitting a template to a product reported. */
export interface FitReport {
    fits: boolean;
    issues: RefitIssue[];
    placements: RefitPlacement[];
}
/** A template assigned to a shop product, with the design fitted to the product's sides. */
export interface AssignmentRecord {
    id: number;
    templateId: number;
    shopProductId: number;
    design: DesignDocument;
    fit: FitReport;
    mockupMediaId: number | null;
    createdAt: number;
    updatedAt: number;
}
/** The fields of a template an admin writes. */
export type TemplateInput = Pick<TemplateRecord, 'name' | 'category' | 'tags' | 'design' | 'layout' | 'fields' | 'minPpi'>;
/** Filters and page of a template list. */
export interface TemplateListQuery {
    search?: string;
    category?: string;
    tag?: string;
    orderby: 'created_at' | 'name' | 'id';
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
}
/** Dependencies of {@link createTemplateStore}. */
export interface TemplateStoreDeps {
    database: DatabaseService;
    clock: Clock;
}
/** Templates and their assignments in the addon's tables. */
export declare function createTemplateStore(deps: TemplateStoreDeps): {
    createTemplate(input: TemplateInput): Promise<TemplateRecord>;
    updateTemplate(id: number, input: TemplateInput): Promise<TemplateRecord | null>;
    setThumbnail(id: number, key: string | null): Promise<void>;
    getTemplate(id: number): Promise<TemplateRecord | null>;
    getTemplates(ids: readonly number[]): Promise<TemplateRecord[]>;
    listTemplates(query: TemplateListQuery): Promise<{
        items: TemplateRecord[];
        total: number;
    }>;
    /** Deletes the template and its assignments; returns the assignments removed. */
    deleteTemplate(id: number): Promise<AssignmentRecord[]>;
    getAssignment(templateId: number, shopProductId: number): Promise<AssignmentRecord | null>;
    /** The product's assignments, most recently changed first. */
    listProductAssignments(shopProductId: number): Promise<AssignmentRecord[]>;
    /**
     * Creates or replaces the assignment of the pair, keeping its mockup. Two first assignments of one
     * pair at once: the loser's insert hits the unique pair, and its second attempt finds the row.
     */
    saveAssignment(templateId: number, shopProductId: number, design: DesignDocument, fit: FitReport): Promise<{
        assignment: AssignmentRecord;
        created: boolean;
    }>;
    setMockup(id: number, mediaId: number | null): Promise<AssignmentRecord | null>;
    deleteAssignment(id: number): Promise<boolean>;
};
/** The store's interface. */
export type TemplateStore = ReturnType<typeof createTemplateStore>;

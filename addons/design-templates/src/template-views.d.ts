import type { DesignDocument } from '@dcs/design';
import type { AssignmentRecord, TemplateRecord } from './template-store.ts';
/** Where the public routes of this addon live, for URLs in answers. */
export declare const REST_BASE = "/wp-json/svc/v1/design-templates";
/** A template in a list: everything but the design document. */
export declare function templateSummary(template: TemplateRecord): {
    id: number;
    name: string;
    category: string | null;
    tags: string[];
    thumbnailUrl: string | null;
    sides: {
        id: string;
        name: string;
        trim: {
            width: number;
            height: number;
        };
        printAreas: import("@dcs/design").PrintArea[];
    }[];
    placeholders: import("./template-fields.ts").Placeholder[];
    fonts: import("@dcs/design").FontRequest[];
    minPpi: number;
    createdAt: number;
    updatedAt: number;
};
/** A whole template: the summary, its design, its layout rules and field constraints. */
export declare function templateView(template: TemplateRecord): {
    id: number;
    name: string;
    category: string | null;
    tags: string[];
    thumbnailUrl: string | null;
    sides: {
        id: string;
        name: string;
        trim: {
            width: number;
            height: number;
        };
        printAreas: import("@dcs/design").PrintArea[];
    }[];
    placeholders: import("./template-fields.ts").Placeholder[];
    fonts: import("@dcs/design").FontRequest[];
    minPpi: number;
    createdAt: number;
    updatedAt: number;
    design: DesignDocument;
    layout: Record<string, import("@dcs/design").LayoutRule>;
    fields: Record<string, import("./template-fields.ts").FieldConstraints>;
};
/** An assignment with its fitted design and fit report. */
export declare function assignmentView(assignment: AssignmentRecord): {
    id: number;
    templateId: number;
    shopProductId: number;
    design: DesignDocument;
    fit: import("./template-store.ts").FitReport;
    mockup: {
        mediaId: number;
        url: string;
    } | null;
    createdAt: number;
    updatedAt: number;
};

/** A T-shirt front template: 300 × 400 mm, chest print area 200 × 300 mm at (50, 50). */
export declare function shirtTemplateDesign(overrides?: {
    elements?: unknown[];
}): {
    schemaVersion: number;
    name: string;
    sides: {
        id: string;
        name: string;
        trim: {
            width: number;
            height: number;
        };
        printAreas: {
            id: string;
            name: string;
            x: number;
            y: number;
            width: number;
            height: number;
        }[];
        elements: unknown[];
    }[];
};

export const catalogueAreas: Record<'pages' | 'donor' | 'admin' | 'tours', string[]>;
export function catalogueAreaOf(file: string): 'public' | keyof typeof catalogueAreas;

/** Types of serviceTypes.mjs. */
export const SERVICE_TYPES_FILE: string;
export function serviceTypesSource(): Promise<string>;

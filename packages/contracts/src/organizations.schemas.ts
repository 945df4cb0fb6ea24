import { z } from 'zod';
import { organizationMessages as m } from './campaign-admin';
import { operation } from './operation';
import { organizationEndpoints } from './organizations';

export const organizationSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  campaignCount: z.number(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** POST /api/organizations (admin spec section 7): name, description, contactEmail. */
export const organizationInputSchema = z.object({
  name: z.string({ error: m.nameMin }).trim().min(3, m.nameMin).max(120, m.nameMax),
  description: z.string().trim().max(1000, m.descriptionMax).default(''),
  contactEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.email(m.contactEmail).max(254, m.contactEmail).nullable().optional(),
  ),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

export const organizationOperations = {
  list: operation(organizationEndpoints.list, {
    access: 'admin',
    summary: 'The organizations a campaign can belong to, by name, with their campaign counts',
    tags: ['admin/organizations'],
    responses: { 200: z.array(organizationSchema) },
  }),
  create: operation(organizationEndpoints.create, {
    access: 'admin',
    summary: 'Adds an organization: name, description, contact e-mail',
    tags: ['admin/organizations'],
    body: organizationInputSchema,
    responses: { 201: organizationSchema },
  }),
};

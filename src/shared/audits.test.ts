import { describe, expect, it } from 'vitest';
import { auditFileTypeOf, entitlementKey, openEntitlement, type AuditEntitlement } from './audits';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0, 0);

describe('auditFileTypeOf', () => {
  it('accepts a PDF, a Word and an Excel file, and pictures, when the content matches the name', () => {
    expect(auditFileTypeOf('Order process.pdf', text('%PDF-1.7\n'))).toBe('pdf');
    expect(auditFileTypeOf('process.DOCX', ZIP)).toBe('docx');
    expect(auditFileTypeOf('costs.xlsx', ZIP)).toBe('xlsx');
    expect(auditFileTypeOf('screen.png', PNG)).toBe('png');
    expect(auditFileTypeOf('photo.jpg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
  });

  it('refuses a file whose content is not what its name says, and types the intake does not take', () => {
    expect(auditFileTypeOf('process.pdf', PNG)).toBeNull();
    expect(auditFileTypeOf('screen.png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull();
    expect(auditFileTypeOf('setup.exe', bytes(0x4d, 0x5a))).toBeNull();
    expect(auditFileTypeOf('archive.zip', ZIP)).toBeNull();
    expect(auditFileTypeOf('notes.txt', text('hello'))).toBeNull();
    expect(auditFileTypeOf('empty.pdf', bytes())).toBeNull();
  });
});

describe('openEntitlement', () => {
  const elite: AuditEntitlement = { kind: 'elite', yearStart: new Date('2026-03-01T00:00:00Z') };
  const order: AuditEntitlement = { kind: 'order', orderId: 'order-1' };

  it('uses the Elite membership year first, then an add-on order', () => {
    expect(openEntitlement([order, elite], new Set())).toEqual(elite);
    expect(openEntitlement([order, elite], new Set([entitlementKey(elite)]))).toEqual(order);
  });

  it('gives none once each entitlement has its audit, or without one', () => {
    expect(openEntitlement([elite, order], new Set([entitlementKey(elite), entitlementKey(order)]))).toBeNull();
    expect(openEntitlement([], new Set())).toBeNull();
  });

  it('gives a new Elite year a new audit', () => {
    const nextYear: AuditEntitlement = { kind: 'elite', yearStart: new Date('2027-03-01T00:00:00Z') };
    expect(openEntitlement([nextYear], new Set([entitlementKey(elite)]))).toEqual(nextYear);
  });
});

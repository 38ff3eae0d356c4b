import { describe, expect, it } from 'vitest';
import {
  BENEFITS,
  ENTITLEMENTS,
  entitlementsOf,
  grants,
  mayTakeTrack,
  opensCourse,
  PRICING_BENEFITS,
  supportAnswer,
  supportPriorityOf,
  upgradeLine,
} from './entitlements';
import { PLANS, TEAM_ACCESS } from './plans';

describe('the entitlements table', () => {
  it('grants the same benefits for a plan however it is held: paid, given by an admin or from a team seat', () => {
    expect(ENTITLEMENTS.given.pro).toEqual(ENTITLEMENTS.paid.pro);
    expect(ENTITLEMENTS.given.elite).toEqual(ENTITLEMENTS.paid.elite);
    expect(ENTITLEMENTS.seat[TEAM_ACCESS.seatPlan]).toEqual(ENTITLEMENTS.paid.pro);
    expect(Object.keys(ENTITLEMENTS.seat)).toEqual(['pro']);
  });

  it('gives a Custom AI Audit order one audit and nothing else', () => {
    expect(ENTITLEMENTS['add-on']['custom-ai-audit']).toEqual({ audits: 1 });
  });

  it('opens courses and certification tracks of the plan and below', () => {
    expect(opensCourse('free', 'free')).toBe(true);
    expect(opensCourse('free', 'pro')).toBe(false);
    expect(opensCourse('pro', 'pro')).toBe(true);
    expect(opensCourse('pro', 'elite')).toBe(false);
    expect(opensCourse('elite', 'elite')).toBe(true);
    expect(mayTakeTrack('pro', 'elite')).toBe(false);
    expect(mayTakeTrack('elite', 'pro')).toBe(true);
  });

  it('keeps the call, the audit, workshops, early access, the seal and the 24-hour clock for Elite', () => {
    for (const benefit of ['strategyCall', 'audit', 'workshops', 'earlyAccess', 'eliteSeal', 'supportClock'] as const) {
      expect(PLANS.filter((plan) => grants(plan, benefit))).toEqual(['elite']);
    }
    expect(entitlementsOf('elite').supportReplyHours).toBe(24);
  });

  it('gives Pro and Elite priority support, and Free none', () => {
    expect(PLANS.map(supportPriorityOf)).toEqual([null, 'pro', 'elite']);
  });

  it('lets paid plans post in the community and gives every plan a monthly practice lab allowance that grows with it', () => {
    expect(PLANS.map((plan) => entitlementsOf(plan).community)).toEqual(['read', 'post', 'post']);
    const runs = PLANS.map((plan) => entitlementsOf(plan).practiceLab.runsPerMonth);
    expect(runs).toEqual([...runs].sort((a, b) => a - b));
    expect(entitlementsOf('elite').practiceLab).toEqual({ runsPerMonth: 300, questionsPerMonth: 300 });
  });

  it('names on every pricing line a benefit of the table that its plan grants', () => {
    for (const plan of PLANS) {
      for (const line of PRICING_BENEFITS[plan]) {
        expect(BENEFITS[line.benefit], line.text).toBeDefined();
        expect(grants(plan, line.benefit), `${plan}: ${line.text}`).toBe(true);
      }
    }
  });

  it('words the dashboard upgrade line from what the next plan up adds, and none on the top plan', () => {
    expect(upgradeLine('free')).toBe(
      'Upgrade to Pro Member for the Pro courses, templates and downloadable resources, the Certified AI Business Strategist certification and priority support.',
    );
    expect(upgradeLine('pro')).toBe(
      'Upgrade to Elite Access for the Elite courses, a 1:1 strategy call, a custom AI audit, live workshops, early access to new courses, the Elite seal, 24-hour priority email support and the Elite AI Implementation Partner certification.',
    );
    expect(upgradeLine('elite')).toBeNull();
  });

  it("words the FAQ's support answer from the plans with priority and a reply clock", () => {
    expect(supportAnswer()).toBe('We answer every message within about 24 hours. Pro Member and Elite Access members get priority support, and Elite Access includes an answer within 24 hours.');
  });
});

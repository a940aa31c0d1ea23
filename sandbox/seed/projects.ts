import type { Db } from '../db/db';
import { insertProjects, type NewProject } from '../projects/store';

/**
 * Saved projects seed data: the demo account's 27 projects (three pages of 10, the last one of
 * 7), made as the shop's products, last changed from a few hours to about a year ago; or any
 * number of generated ones, or projects with given names (newest first) for tests.
 */

const PRODUCTS = [
  'Photo book A4, hard cover',
  'Wall calendar A3',
  'Canvas 40×60',
  'Photo book XL, layflat',
  'Desk calendar',
  'Poster 50×70',
  'Greeting cards',
  'Photo mug',
  'Acrylic wall decor 30×30',
] as const;

const DEMO_NAMES = [
  'Summer in Zeeland',
  "Grandma's 80th",
  'Family calendar',
  'Our wedding',
  'Baby Noor, the first year',
  'Lisbon city trip',
  'Living room wall',
  'Christmas cards',
  'Team outing',
  'Skiing in Tirol',
  'Garden through the seasons',
  'School photos',
  'Birthday party Daan',
  'Road trip Norway',
  'Kitchen calendar',
  'Anniversary',
  'Holiday in Crete',
  'Best of the year',
  'Moving day',
  'Dog days',
  'Sailing weekend',
  'Graduation',
  'Cousins weekend',
  'Autumn walks',
  'Easter brunch',
  'New Year cards',
  'First house',
] as const;

const HOUR = 3_600_000;

/** The i-th project's last change: a few hours ago for the first, then about two weeks apart. */
const changedAt = (now: Date, index: number) => new Date(now.getTime() - (3 + index * 13 * 24 + (index % 5) * 5) * HOUR);

function projectsNamed(names: readonly string[], now: Date, seedBase: number): NewProject[] {
  return names.map((name, index) => ({
    name,
    productName: PRODUCTS[index % PRODUCTS.length] ?? PRODUCTS[0],
    lastChanged: changedAt(now, index),
    previewSeed: seedBase + index,
  }));
}

/** The demo account's saved projects. */
export async function addDemoProjects(db: Db, accountId: string, now: Date): Promise<void> {
  await insertProjects(db, accountId, projectsNamed(DEMO_NAMES, now, 900));
}

/** `count` generated projects ('Project 1' the newest), or the projects with the names given. */
export async function addTestProjects(db: Db, accountId: string, projects: number | readonly string[], now: Date): Promise<void> {
  const names = typeof projects === 'number' ? Array.from({ length: projects }, (_, index) => `Project ${index + 1}`) : projects;
  await insertProjects(db, accountId, projectsNamed(names, now, 1300));
}

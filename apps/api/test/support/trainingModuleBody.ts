/** A valid body of POST /api/v1/training-modules, with `overrides` in it. */
export const moduleBody = (overrides: Record<string, unknown> = {}) => ({
  moduleTitle: 'Safe Injection Practices',
  author: 'Dr. Ana Costa',
  category: 'Infection prevention',
  language: 'en',
  difficultyLevel: 'intermediate',
  duration: '1 hour',
  effort: '2 hours in total',
  skills: ['Aseptic technique'],
  prerequisites: 'Hand hygiene module.',
  whatYoullLearn: 'One needle, one syringe, one time.',
  description: 'How to give injections without passing on infections.',
  ...overrides,
});

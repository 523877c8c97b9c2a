import type { LabCalculator } from './lab-calculator';
import type { LabCalculation } from './lab-families';
import { dispersityCalculator, dustCalculator, freeSilicaCalculator } from './lab-mass-calculators';
import { outsourcedCalculator, solutionCalculator, sorbentTubeCalculator } from './lab-solution-calculators';

/** The one calculator of each calculation a family definition may name. */
export const LAB_CALCULATORS: Readonly<Record<LabCalculation, LabCalculator>> = {
  sorbentTube: sorbentTubeCalculator,
  solution: solutionCalculator,
  dust: dustCalculator,
  freeSilica: freeSilicaCalculator,
  dispersity: dispersityCalculator,
  outsourced: outsourcedCalculator,
};

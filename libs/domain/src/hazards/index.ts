export { hazardSubstanceNames, physicalAgentNames, unknownHazardNames } from './relation-vocabulary';

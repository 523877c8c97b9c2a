export { ResourceList, type ResourceListProps } from './ResourceList';

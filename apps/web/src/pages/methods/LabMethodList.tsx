import { LAB_METHOD } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 检测方法 (实验室 › 检测方法, /labTest): the generic list over the methods catalogue; 导入标准方法库 is its declared list command. */
export default function LabMethodList() {
  return <ResourceList declaration={LAB_METHOD} />;
}

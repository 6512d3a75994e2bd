export * from './FlowCanvas';
export { useIssueMessage } from './FlowProblems';
export type { CanvasNode, CanvasNodeData } from './reactFlowNodes';

export { StatusPill, type StatusPillProps } from './StatusPill';
export { statusToneMap, statusDomains, statusesOf, statusTone, type StatusDomain, type StatusOf } from './statuses';

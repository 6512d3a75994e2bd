export { DomainStatusPill, type DomainStatusPillProps } from './DomainStatusPill';
export { statusToneMap, statusDomains, statusesOf, statusTone, type StatusDomain, type StatusOf } from './statusTones';

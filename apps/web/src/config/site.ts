/** Site-wide contact details shown in the side bar and on the help page. */
export const site = {
  name: '云模型',
  qqGroup: '689420155',
  serviceHours: '工作日 9:00-18:00',
  servicePhone: '400-003-4560',
} as const;

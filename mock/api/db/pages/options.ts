import { optionSet } from './fields.ts';

/** Option sets shared by the list pages (one translation key per value, whatever the page). */

export const STATION_STATUS = optionSet('stationStatus', [
  ['operating', 'Operating', '运营中', 'success'],
  ['building', 'Under construction', '建设中', 'processing'],
  ['suspended', 'Suspended', '暂停运营', 'warning'],
]);
export const OPERATION_TYPE = optionSet('operationType', [
  ['self', 'Self-operated', '自营'],
  ['third', 'Third-party', '第三方'],
]);
export const PILE_TYPE = optionSet('pileType', [
  ['dc', 'DC fast', '直流快充'],
  ['ac', 'AC slow', '交流慢充'],
]);
export const DEVICE_STATUS = optionSet('deviceStatus', [
  ['idle', 'Idle', '空闲', 'success'],
  ['charging', 'Charging', '充电中', 'processing'],
  ['fault', 'Fault', '故障', 'error'],
  ['offline', 'Offline', '离线', 'default'],
]);
export const CONNECTOR = optionSet('connector', [
  ['gbt-dc', 'GB/T DC', '国标直流'],
  ['gbt-ac', 'GB/T AC', '国标交流'],
]);
export const ORDER_STATUS = optionSet('orderStatus', [
  ['charging', 'Charging', '充电中', 'processing'],
  ['completed', 'Completed', '已完成', 'success'],
  ['abnormal', 'Abnormal', '异常结束', 'error'],
  ['cancelled', 'Cancelled', '已取消', 'default'],
]);
export const PAY_STATUS = optionSet('payStatus', [
  ['unpaid', 'Unpaid', '未支付', 'warning'],
  ['paid', 'Paid', '已支付', 'success'],
  ['refunded', 'Refunded', '已退款', 'default'],
]);
export const PAY_METHOD = optionSet('payMethod', [
  ['wechat', 'WeChat Pay', '微信支付'],
  ['alipay', 'Alipay', '支付宝'],
  ['app', 'App balance', 'App余额'],
  ['card', 'Charging card', '充电卡'],
]);
export const STOP_REASON = optionSet('stopReason', [
  ['full', 'Fully charged', '充满自停'],
  ['user', 'Stopped by user', '用户停止'],
  ['balance', 'Insufficient balance', '余额不足'],
  ['fault', 'Device fault', '设备故障'],
]);
export const ALARM_LEVEL = optionSet('alarmLevel', [
  ['critical', 'Critical', '紧急', 'error'],
  ['major', 'Major', '重要', 'warning'],
  ['minor', 'Minor', '次要', 'processing'],
  ['warning', 'Warning', '提示', 'default'],
]);
export const ALARM_CODE = optionSet('alarmCode', [
  ['overTemp', 'Module over-temperature', '模块过温'],
  ['overCurrent', 'Output over-current', '输出过流'],
  ['insulation', 'Insulation fault', '绝缘故障'],
  ['commLoss', 'Communication lost', '通信中断'],
  ['emergencyStop', 'Emergency stop', '急停触发'],
  ['groundFault', 'Ground fault', '接地故障'],
  ['meterError', 'Meter error', '电表异常'],
  ['doorOpen', 'Cabinet door open', '柜门打开'],
  ['gunTemp', 'Connector over-temperature', '枪头过温'],
  ['connectorError', 'Connector error', '充电枪故障'],
]);
/** A fault ticket's type: an alarm's, or a finding of fault screening. */
export const FAULT_TYPE = [...ALARM_CODE, ...optionSet('alarmCode', [['screening', 'Screening finding', '研判发现']])];
export const ALARM_STATUS = optionSet('alarmStatus', [
  ['active', 'Active', '告警中', 'error'],
  ['acknowledged', 'Acknowledged', '已确认', 'warning'],
  ['recovered', 'Recovered', '已恢复', 'success'],
  ['closed', 'Closed', '已关闭', 'default'],
]);
export const DEVICE_TYPE = optionSet('deviceType', [
  ['pile', 'Pile', '充电桩'],
  ['gun', 'Gun', '充电枪'],
  ['meter', 'Meter', '电表'],
  ['station', 'Station', '充电站'],
]);
export const TICKET_STATUS = optionSet('ticketStatus', [
  ['pending', 'Pending', '待派单', 'warning'],
  ['assigned', 'Assigned', '已派单', 'processing'],
  ['processing', 'In progress', '处理中', 'processing'],
  ['resolved', 'Resolved', '已解决', 'success'],
  ['closed', 'Closed', '已关闭', 'default'],
]);
export const TICKET_FLOW = ['pending', 'assigned', 'processing', 'resolved', 'closed'] as const;
export const PRIORITY = optionSet('priority', [
  ['urgent', 'Urgent', '紧急', 'error'],
  ['high', 'High', '高', 'warning'],
  ['normal', 'Normal', '普通', 'processing'],
  ['low', 'Low', '低', 'default'],
]);
export const INTERNAL_TYPE = optionSet('internalTicketType', [
  ['inspection', 'Inspection', '巡检'],
  ['patrol', 'Night patrol', '夜间巡查'],
  ['cleaning', 'Cleaning', '清洁保养'],
  ['upgrade', 'Firmware upgrade', '固件升级'],
  ['meter-reading', 'Meter reading', '抄表'],
]);
export const SERVICE_CATEGORY = optionSet('serviceCategory', [
  ['billing', 'Billing question', '计费疑问'],
  ['charging-failure', 'Charging failure', '充电失败'],
  ['refund', 'Refund', '退款申请'],
  ['complaint', 'Complaint', '投诉'],
  ['consultation', 'Consultation', '咨询'],
]);
export const CHANNEL = optionSet('channel', [
  ['phone', 'Phone', '电话'],
  ['app', 'App', 'App'],
  ['wechat', 'WeChat', '微信'],
]);
export const SERVICE_STATUS = optionSet('serviceStatus', [
  ['pending', 'Pending', '待处理', 'warning'],
  ['processing', 'In progress', '处理中', 'processing'],
  ['replied', 'Replied', '已回复', 'success'],
  ['closed', 'Closed', '已关闭', 'default'],
]);
export const MAINTENANCE_TYPE = optionSet('maintenanceType', [
  ['preventive', 'Preventive', '预防性维护'],
  ['corrective', 'Corrective', '故障维修'],
  ['inspection', 'Inspection', '例行巡检'],
]);
export const MAINTENANCE_RESULT = optionSet('maintenanceResult', [
  ['ok', 'Fixed', '已修复', 'success'],
  ['replaced', 'Part replaced', '已更换部件', 'success'],
  ['follow-up', 'Needs follow-up', '待跟进', 'warning'],
]);
export const TEAM_SPECIALTY = optionSet('teamSpecialty', [
  ['dc-pile', 'DC piles', '直流桩'],
  ['ac-pile', 'AC piles', '交流桩'],
  ['power-distribution', 'Power distribution', '配电系统'],
  ['general', 'General', '综合'],
]);
export const TEAM_STATUS = optionSet('teamStatus', [
  ['on-duty', 'On duty', '值班中', 'success'],
  ['off-duty', 'Off duty', '休息', 'default'],
]);
export const CUSTOMER_LEVEL = optionSet('customerLevel', [
  ['normal', 'Normal', '普通会员'],
  ['silver', 'Silver', '白银会员'],
  ['gold', 'Gold', '黄金会员'],
  ['platinum', 'Platinum', '铂金会员'],
]);
export const COMMAND = optionSet('command', [
  ['start', 'Start', '远程启动'],
  ['stop', 'Stop', '远程停止'],
  ['reboot', 'Reboot', '远程重启'],
]);
export const COMMAND_RESULT = optionSet('commandResult', [
  ['success', 'Succeeded', '成功', 'success'],
  ['failed', 'Failed', '失败', 'error'],
  ['timeout', 'Timed out', '超时', 'warning'],
]);
export const METRIC = optionSet('metric', [
  ['temperature', 'Temperature', '温度'],
  ['voltage', 'Voltage', '电压'],
  ['current', 'Current', '电流'],
  ['power', 'Power', '功率'],
  ['soc', 'State of charge', 'SOC'],
]);
export const COMPARATOR = optionSet('comparator', [
  ['gt', 'Above', '高于'],
  ['lt', 'Below', '低于'],
]);
export const NOTIFY = optionSet('notify', [
  ['sms', 'SMS', '短信'],
  ['email', 'E-mail', '邮件'],
  ['app', 'App push', 'App推送'],
]);
